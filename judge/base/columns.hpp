// How wide text is on a terminal, in columns, not bytes: a CJK character
// takes two, a combining accent none. For what lines text up or cuts it to
// a width (history --diff's two sides, the status line), so that a Chinese
// comment neither splits a character nor pushes its row out of line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace judge {

// The columns `text` takes: each character's width as the C library's
// UTF-8 locale gives it (wcwidth), 1 where it gives none (a character it
// does not know, a byte that is not UTF-8, a C library without C.UTF-8:
// still never a character cut in two).
std::size_t columns(std::string_view text);

// The longest start of `text` that takes at most `width` columns: never a
// character cut in two.
std::string_view columns_prefix(std::string_view text, std::size_t width);

// `text` in exactly `width` columns: padded with spaces, or cut to width - 1
// columns and "~" (then padded, when a wide character did not fit).
std::string fit_columns(std::string_view text, std::size_t width);

}  // namespace judge
