#include "outside_text.hpp"

#include "safe_text.hpp"

namespace judge {

std::string on_terminal(const OutsideText& text, std::size_t max) {
    // visible_line turns a tab into spaces, which a name must not hide: ^I.
    std::string tabs_shown;
    tabs_shown.reserve(text.bytes().size());
    for (char c : text.bytes())
        if (c == '\t') tabs_shown += "^I";
        else tabs_shown += c;
    return visible_line(tabs_shown, max);
}

const std::string& in_json(const OutsideText& text) { return text.bytes(); }
// A name as the terminal shows it, then made text for the medium: a new
// line or tab in an attribute would be read as a space, and the name would
// not be the one the terminal shows.
std::string in_xml(const OutsideText& text) { return xml_text(on_terminal(text)); }
std::string in_html(const OutsideText& text) { return html_text(on_terminal(text)); }

}  // namespace judge
