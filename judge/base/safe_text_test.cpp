#include "safe_text.hpp"

#include <doctest/doctest.h>

using judge::valid_utf8;
using judge::visible;

TEST_CASE("visible shows control characters as cat -v does, keeps lines and UTF-8 text, tabs as spaces") {
    CHECK(visible("\x1b[2J\x1b[1;32mAC 2/2\x1b[0m") == "^[[2J^[[1;32mAC 2/2^[[0m");
    CHECK(visible("a\r\b\x07\x7f") == "a^M^H^G^?");
    CHECK(visible("line 1\n\tline 2") == "line 1\n        line 2");
    CHECK(visible("ab\tc\xc3\xa9\td") == "ab      c\xc3\xa9      d");  // stops of eight, counted in characters
    CHECK(visible("chat \xe2\x86\x92 souris \xc3\xa9") == "chat \xe2\x86\x92 souris \xc3\xa9");
    CHECK(visible("\xc2\x9b" "31m") == "M-^[31m");  // C1 CSI
}

TEST_CASE("visible names the marks that reorder text: a right-to-left override cannot disguise a name") {
    CHECK(visible("mine\xe2\x80\xaeppc.exe") == "mine<U+202E>ppc.exe");
    CHECK(visible("\xe2\x81\xa6x\xe2\x81\xa9 \xe2\x80\x8f \xd8\x9c") == "<U+2066>x<U+2069> <U+200F> <U+061C>");
    CHECK(visible("\xe2\x80\x94 dash, \xe2\x80\xa6") == "\xe2\x80\x94 dash, \xe2\x80\xa6");  // neighbours kept
}

TEST_CASE("bytes that are not UTF-8 become \\xNN, in terminals and in reports") {
    CHECK(visible("\xff\xfe") == "\\xFF\\xFE");
    CHECK(valid_utf8("ok \xff ok") == "ok \\xFF ok");
    CHECK(valid_utf8("\xc3\x28") == "\\xC3(");          // a lead without its continuation
    CHECK(valid_utf8("\xe0\x80\x80") == "\\xE0\\x80\\x80");  // overlong
    CHECK(valid_utf8("\xed\xa0\x80") == "\\xED\\xA0\\x80");  // a surrogate
    CHECK(valid_utf8("\xf0\x9f\x90\xad") == "\xf0\x9f\x90\xad");
    CHECK(valid_utf8("\xf0\x9f\x90") == "\\xF0\\x9F\\x90");  // cut short at the end
}

TEST_CASE("a shell word: plain paths as they are, anything else single-quoted so that a copied command works") {
    CHECK(judge::shell_word("solutions/913/a_b-c.cpp") == "solutions/913/a_b-c.cpp");
    CHECK(judge::shell_word("/tmp/odd dir/x.cpp") == "'/tmp/odd dir/x.cpp'");
    CHECK(judge::shell_word("it's.in") == "'it'\\''s.in'");
    CHECK(judge::shell_word("$(rm -rf ~)") == "'$(rm -rf ~)'");
    CHECK(judge::shell_word("") == "''");
}

TEST_CASE("utf8_prefix: at most so many bytes, never half a character") {
    CHECK(judge::utf8_prefix("abc", 2) == "ab");
    CHECK(judge::utf8_prefix("abc", 10) == "abc");
    CHECK(judge::utf8_prefix("a\xC3\xA9" "b", 2) == "a");          // é would be cut: left out whole
    CHECK(judge::utf8_prefix("a\xC3\xA9" "b", 3) == "a\xC3\xA9");
    CHECK(judge::utf8_prefix("\xE2\x82\xAC", 2).empty());       // a three-byte character
    CHECK(judge::utf8_prefix("\x80\x80\x80", 2) == "\x80\x80");  // not UTF-8: no character to keep whole
}

TEST_CASE("utf8_whole: a character cut short at the end is left out, nothing else") {
    CHECK(judge::utf8_whole("ab\xC3") == "ab");
    CHECK(judge::utf8_whole("ab\xC3\xA9") == "ab\xC3\xA9");
    CHECK(judge::utf8_whole("a\xE2\x82") == "a");
    CHECK(judge::utf8_whole("a\xF0\x9F\x98") == "a");
    CHECK(judge::utf8_whole("abc") == "abc");
    CHECK(judge::utf8_whole("\x80\x80\x80\x80") == "\x80\x80\x80\x80");  // not UTF-8: kept as it is
}

TEST_CASE("visible_line: one line whatever the bytes, cut past its length at a character's start") {
    // A submission's answer quoted in a reason cannot put a line of its own on the terminal.
    CHECK(judge::visible_line("x\n\nAC  32/32 tests passed") == "x^J^JAC  32/32 tests passed");
    CHECK(judge::visible_line("a\x1b[2Jb\r") == "a^[[2Jb^M");
    CHECK(judge::visible_line("abcdef", 4) == "abcd... (2 more bytes)");
    CHECK(judge::visible_line("ab\xC3\xA9z", 3) == "ab... (3 more bytes)");  // é is not split
    CHECK(judge::visible_line("short", 300) == "short");
    CHECK(judge::visible_line(std::string(1000, 'e'), 300).size() == 300 + std::string("... (700 more bytes)").size());
}

TEST_CASE("without_bom: a leading byte-order mark goes, nothing else") {
    CHECK(judge::without_bom("\xEF\xBB\xBFint x;") == "int x;");
    CHECK(judge::without_bom("int x;") == "int x;");
    CHECK(judge::without_bom("a\xEF\xBB\xBF") == "a\xEF\xBB\xBF");
    CHECK(judge::without_bom("\xEF\xBB") == "\xEF\xBB");
    CHECK(judge::without_bom("").empty());
}
