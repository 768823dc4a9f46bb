#include "columns.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("columns: ASCII one each, a CJK character two, a combining accent none, a stray byte one") {
    CHECK(columns("") == 0);
    CHECK(columns("abc") == 3);
    CHECK(columns("\xe4\xb8\xad\xe6\x96\x87") == 4);  // 中文
    CHECK(columns("e\xcc\x81") == 1);                  // e and a combining acute
    CHECK(columns("a\xff" "b") == 3);
    CHECK(columns("\xe4\xb8") == 2);  // a character cut short: two stray bytes
}

TEST_CASE("columns_prefix: at most the width, never half a character") {
    const std::string cjk = "\xe4\xb8\xad\xe6\x96\x87";  // 中文
    CHECK(columns_prefix(cjk, 4) == cjk);
    CHECK(columns_prefix(cjk, 3) == "\xe4\xb8\xad");
    CHECK(columns_prefix(cjk, 1).empty());
    CHECK(columns_prefix("abc", 2) == "ab");
}

TEST_CASE("fit_columns: padded or cut to exactly the width, wide characters counted as two") {
    CHECK(fit_columns("abc", 5) == "abc  ");
    CHECK(fit_columns("abcdef", 4) == "abc~");
    const std::string cjk = "\xe4\xb8\xad\xe6\x96\x87\xe6\xb3\xa8";  // 中文注: 6 columns
    CHECK(fit_columns(cjk, 6) == cjk);
    CHECK(fit_columns(cjk, 5) == "\xe4\xb8\xad\xe6\x96\x87~");  // 4 columns and ~
    CHECK(fit_columns(cjk, 4) == "\xe4\xb8\xad~ ");            // 文 does not fit beside ~: a space
    CHECK(columns(fit_columns(cjk, 4)) == 4);
    CHECK(fit_columns("", 0).empty());
    CHECK(fit_columns("ab", 0).empty());
}
