// Text that came from outside the judge and is shown as a name: a test's or
// a folder's name, a solution's file name, a path the user or a stranger
// chose. Its bytes may hold a new line, a tab, an escape sequence, a
// carriage return, a bidirectional override or bytes that are not UTF-8;
// printed as they are, a name could start a line of its own in a report (a
// forged verdict at column 0) or redraw the terminal.
//
// So it is a type of its own, made where the text enters, with no way out
// but a sink: no conversion to std::string, no fmt formatter, no JSON
// conversion. A print site that forgets does not compile. `bytes()` is for
// what is not output (a map's key, a comparison, a path to open, a hash).
#pragma once

#include <compare>
#include <string>
#include <string_view>

namespace judge {

class OutsideText {
public:
    OutsideText() = default;
    // Into the type is the safe way: any text may be taken as a stranger's.
    OutsideText(std::string bytes) : m_bytes(std::move(bytes)) {}
    OutsideText(const char* bytes) : m_bytes(bytes) {}
    // Not output: a key, a comparison, a file's path, a hash.
    const std::string& bytes() const { return m_bytes; }
    bool empty() const { return m_bytes.empty(); }
    auto operator<=>(const OutsideText&) const = default;
    bool operator==(const OutsideText&) const = default;

private:
    std::string m_bytes;
};

// The sinks, the only ways out (safe_text.hpp has what each does).
// A terminal: one line, every control character shown as ^X (a tab as ^I,
// a new line as ^J, ESC as ^[), bidirectional controls as <U+202E>, bytes
// that are not UTF-8 as \xNN; past `max` bytes cut.
std::string on_terminal(const OutsideText& text, std::size_t max = std::string_view::npos);
// JSON: the bytes, for a member of a JSON document, whose one way out
// (json_safe, report.hpp) makes every string valid UTF-8 and keeps the
// exact bytes of one that is not beside it, as "<key>_base64".
const std::string& in_json(const OutsideText& text);
// XML (JUnit) and HTML, content and quoted attribute values: the name as
// the terminal shows it (^J, ^I, <U+202E>, \xFF), as text of the medium.
std::string in_xml(const OutsideText& text);
std::string in_html(const OutsideText& text);

}  // namespace judge
