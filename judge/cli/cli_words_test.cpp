#include "cli_words.hpp"

#include <doctest/doctest.h>

#include <limits>

using namespace judge;

TEST_CASE("nearest: a misspelt command finds the one meant, a stranger none") {
    const std::vector<std::string> commands{"submit", "run", "stress", "history", "show", "verify"};
    CHECK(nearest("sumbit", commands) == "submit");
    CHECK(nearest("histroy", commands) == "history");
    CHECK(nearest("runn", commands) == "run");
    CHECK(nearest("compile", commands).empty());
}

TEST_CASE("whole_number says the unit and that it is an integer") {
    auto check = whole_number(1, 600000, "milliseconds");
    std::string v = "1.5";
    CHECK(check(v) == "takes whole milliseconds from 1 to 600000, not '1.5'");
    v = "1500";
    CHECK(check(v).empty());
    v = "0";
    CHECK_FALSE(check(v).empty());
    auto show = whole_number(1, std::numeric_limits<long long>::max(), "submission numbers");
    CHECK(show(v) == "takes whole submission numbers from 1 up, not '0'");
}
