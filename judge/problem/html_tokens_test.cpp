#include "html_tokens.hpp"

#include <doctest/doctest.h>

using judge::decode_entities;
using judge::html_tokens;

TEST_CASE("html_tokens: tags, texts, the attributes kept, comments skipped") {
    const auto t = html_tokens("<P>a &lt;= b<!-- x > y --></p><img alt='&quot;g&quot;' src=\"/i.png\"><a href=u>l</a>< x");
    REQUIRE(t.size() == 8);
    CHECK((t[0].tag && !t[0].closing && t[0].name == "p"));
    CHECK((!t[1].tag && t[1].text == "a <= b"));
    CHECK((t[2].tag && t[2].closing && t[2].name == "p"));
    CHECK((t[3].name == "img" && t[3].src == "/i.png" && t[3].alt == "\"g\""));
    CHECK((t[4].name == "a" && t[4].href == "u"));
    CHECK(t[5].text == "l");
    CHECK(t[6].closing);
    CHECK((!t[7].tag && t[7].text == "< x"));  // no '>' after it: text
}

TEST_CASE("decode_entities: numeric, named, unknown and broken ones") {
    CHECK(decode_entities("&#8804;&#x2265;&le;") == "\xe2\x89\xa4\xe2\x89\xa5\xe2\x89\xa4");
    CHECK(decode_entities("&#xD800;") == "\xef\xbf\xbd");
    CHECK(decode_entities("&nbsp;&#160;") == "  ");
    CHECK(decode_entities("&bogus; & &amp") == "&bogus; & &amp");
}
