#include "side_by_side.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("side_by_side: equal lines matched, a change paired, an insertion on its side") {
    auto rows = side_by_side({"class S {", "int f() {", "return 1;", "}", "};"},
                             {"class S {", "int f() {", "int x = 2;", "return x;", "}", "};"});
    REQUIRE(rows.size() == 6);
    CHECK(rows[0].mark == ' ');
    CHECK(rows[1].mark == ' ');
    CHECK(rows[2].mark == '|');
    CHECK(rows[2].left == "return 1;");
    CHECK(rows[2].right == "int x = 2;");
    CHECK(rows[3].mark == '>');
    CHECK(rows[3].right == "return x;");
    CHECK(rows[3].left.empty());
    CHECK(rows[4].mark == ' ');
    CHECK(rows[5].mark == ' ');
}

TEST_CASE("side_by_side: a deletion, an empty side") {
    auto rows = side_by_side({"a", "b", "c"}, {"a", "c"});
    REQUIRE(rows.size() == 3);
    CHECK(rows[1].mark == '<');
    CHECK(rows[1].left == "b");
    CHECK(side_by_side({}, {"x"}).at(0).mark == '>');
    CHECK(side_by_side({}, {}).empty());
}

TEST_CASE("format_side_by_side: each side padded or cut to the width") {
    std::string text = format_side_by_side({{"abc", "abd", '|'}, {"a long line here", "", '<'}}, 6);
    CHECK(text == "abc    | abd\na lon~ <\n");
    CHECK(split_lines("a\nb\n") == std::vector<std::string>{"a", "b"});
    CHECK(split_lines("a\n\nb") == std::vector<std::string>{"a", "", "b"});
}

TEST_CASE("format_side_by_side: a Chinese comment lined up by columns, never cut inside a character") {
    const std::string note = "// \xe4\xb8\xad\xe6\x96\x87\xe6\xb3\xa8\xe9\x87\x8a";  // "// 中文注释": 11 columns
    const std::string text = format_side_by_side({{note, "int x;", '|'}, {"a", "b", ' '}}, 8);
    // 7 columns and "~": "// 中文" is 7, 注 would make 9.
    CHECK(text == "// \xe4\xb8\xad\xe6\x96\x87~ | int x;\na          b\n");
}
