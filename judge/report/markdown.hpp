// A problem statement's Markdown for a terminal: what a reader needs of it
// (headings, emphasis, code, lists), without the marks.
#pragma once

#include <string>

namespace judge {

// Headings in bold (underlined in plain text), **bold** in bold, `code` in
// cyan, code blocks indented, list items with a bullet; with colour off, the
// same layout with no escape sequences and no Markdown marks.
std::string render_markdown(const std::string& text, bool colour);

}  // namespace judge
