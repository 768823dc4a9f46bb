// Text a submission wrote (its output, its stderr, its compile errors) is
// bytes: control sequences that would redraw a terminal, bytes that are not
// UTF-8, characters XML refuses. Every report carries them, made harmless
// for its medium by that medium's one function here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace judge {

// For a terminal, as `cat -v` does: control characters as ^X (^[ for ESC,
// ^? for DEL; new lines stay, a tab becomes the spaces to the next stop of
// eight), C1 controls as M-^X, and bytes that are not UTF-8 as \xNN; the
// bidirectional marks and overrides, which reorder what a terminal shows, as
// <U+202E>. Other UTF-8 text is kept. The result holds no control character
// but the new line.
std::string visible(std::string_view text);

// One line for a terminal: visible(), a new line as ^J, and past `max`
// bytes cut (at a character's start) with "... (N more bytes)". For the
// lines that quote a submission's bytes inside a sentence of the judge's:
// a headline, a verdict's reason, a status line. A submission cannot start
// a line of its own there.
std::string visible_line(std::string_view text, std::size_t max = std::string_view::npos);

// The first `max` bytes of `text` or fewer: never a character cut in two
// (a byte that continues one is not where a cut begins).
std::string_view utf8_prefix(std::string_view text, std::size_t max);

// `text` less a character its end cuts short (text someone else cut at a
// byte count: the last bytes of a lead byte's sequence missing).
std::string_view utf8_whole(std::string_view text);

// `text` less the byte-order mark an editor may put first ("UTF-8 with
// BOM"): not content, in a source file, a saved page or a record.
std::string_view without_bom(std::string_view text);

// Valid UTF-8: each byte that is not part of a valid sequence becomes \xNN.
std::string valid_utf8(std::string_view text);

// The sinks, one function each; every report line that can hold a
// submission's or a test's bytes goes through its sink's function.
//   terminal: visible() above.
//   JSON: a string's content (the serializer escapes the rest): valid UTF-8.
std::string json_text(std::string_view text);
//   XML (JUnit), content and attribute values: valid UTF-8, & < > " ' as
//   entities, and what XML 1.0 refuses or a reader would act on written as
//   text: C0 controls but new line and tab as \xNN, DEL, C1 controls and
//   the noncharacters (U+FFFE, U+FFFF, U+FDD0..U+FDEF, U+nFFFE) as \u{XXXX}.
std::string xml_text(std::string_view text);
//   HTML, content and quoted attribute values: as XML (what HTML calls a
//   parse error, the same characters, is written as text too).
std::string html_text(std::string_view text);

// A word for a shell command line the user may copy: as it is when it is
// plain (letters, digits, /._-+:@%,=), else in single quotes ('\'' for a quote).
std::string shell_word(std::string_view text);

// One code point as UTF-8 bytes, whatever it is (a surrogate too: the
// caller decides what may be encoded).
std::string encode_utf8(std::uint32_t code_point);

// The length of the valid UTF-8 sequence at text[at] (1-4), or 0 if there is none.
std::size_t utf8_sequence(std::string_view text, std::size_t at);

}  // namespace judge
