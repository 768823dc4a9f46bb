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
std::string in_xml(const OutsideText& text) { return xml_text(text.bytes()); }
std::string in_html(const OutsideText& text) { return html_text(text.bytes()); }

}  // namespace judge
