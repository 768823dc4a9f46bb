// A statement's HTML cut into tags and texts, for statement_html to read.
// Only what a statement uses is kept of a tag: its name, whether it closes,
// and an image's src and alt or a link's href. Comments are skipped whole;
// a '<' with no '>' after it is text. One pass, no recursion.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace judge {

struct HtmlToken {
    bool tag = false;
    bool closing = false;
    std::string name;  // a tag's, lower case
    std::string text;  // a text's, entities decoded
    std::string src, href, alt;  // an img's src and alt, an a's href, entities decoded
};

std::vector<HtmlToken> html_tokens(std::string_view html);

// &lt; &#8804; &#x2264; and the named entities statements use decoded to
// UTF-8 (a code point that is not a character becomes U+FFFD, &nbsp; a
// space); an unknown or unterminated one is kept as written.
std::string decode_entities(std::string_view s);

}  // namespace judge
