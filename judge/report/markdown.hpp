// A problem statement's Markdown for a terminal: what a reader needs of it
// (headings, emphasis, code, lists), without the marks.
#pragma once

#include <string>

namespace judge {

// Headings in bold (underlined in plain text), **bold** in bold, `code` in
// cyan, code blocks indented, list items with a bullet; with colour off, the
// same layout with no escape sequences and no Markdown marks.
std::string render_markdown(const std::string& text, bool colour);

// The statement without its "## Hints" section (up to the next heading of
// the same or a higher level): hints about wrong approaches, shown only when
// asked for (judge show --hints). `had` tells whether there was one.
std::string without_hints(const std::string& text, bool* had = nullptr);

}  // namespace judge
