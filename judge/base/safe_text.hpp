// Text a submission wrote (its output, its stderr, its compile errors) is
// bytes: control sequences that would redraw a terminal, bytes that are not
// UTF-8. Every report carries them, made harmless for its medium.
#pragma once

#include <string>
#include <string_view>

namespace judge {

// For a terminal, as `cat -v` does: control characters as ^X (^[ for ESC,
// ^? for DEL; new lines and tabs stay), C1 controls as M-^X, and bytes that
// are not UTF-8 as \xNN; the bidirectional marks and overrides, which
// reorder what a terminal shows, as <U+202E>. Other UTF-8 text is kept.
std::string visible(std::string_view text);

// Valid UTF-8: each byte that is not part of a valid sequence becomes \xNN.
std::string valid_utf8(std::string_view text);

// A word for a shell command line the user may copy: as it is when it is
// plain (letters, digits, /._-+:@%,=), else in single quotes ('\'' for a quote).
std::string shell_word(std::string_view text);

// The length of the valid UTF-8 sequence at text[at] (1-4), or 0 if there is none.
std::size_t utf8_sequence(std::string_view text, std::size_t at);

}  // namespace judge
