#include "constraint_charset.hpp"

#include <doctest/doctest.h>

using judge::characters_named;

TEST_CASE("characters_named: the words' sets, each character once") {
    CHECK(characters_named("consists of lowercase english letters", "consists of lowercase English letters") ==
          "abcdefghijklmnopqrstuvwxyz");
    CHECK(characters_named("consists of digits from 2 to 9", "consists of digits from 2 to 9") == "23456789");
    CHECK(characters_named("consists of a digit 1-9 and digits", "x") == "123456789");
    CHECK(characters_named("consist of english letters", "x").size() == 52);
    CHECK(characters_named(" is '0' or '1'", " is '0' or '1'") == "01");
    CHECK(characters_named(" is 'x', 'X' or 'x'", " is 'x', 'X' or 'x'") == "xX");  // case as written, once
    CHECK(characters_named("consists of printable ascii characters", "x").size() == 95);
    CHECK(characters_named(" is even", " is even").empty());
}
