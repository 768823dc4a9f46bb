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
    CHECK(check.test("1.5") == "takes whole milliseconds from 1 to 600000, not '1.5'");
    CHECK(check.test("1500").empty());
    CHECK_FALSE(check.test("0").empty());
    CHECK_FALSE(check.test("600001").empty());
    CHECK_FALSE(check.test("").empty());
    CHECK(check.shown == "whole milliseconds from 1 to 600000");
    auto show = whole_number(1, std::numeric_limits<long long>::max(), "submission numbers");
    CHECK(show.test("0") == "takes whole submission numbers from 1 up, not '0'");
}

TEST_CASE("number_between takes fractions in range, and nothing that is not a number") {
    auto check = number_between(0.1, 86400.0, "seconds");
    CHECK(check.test("0.5").empty());
    CHECK(check.test("86400").empty());
    CHECK(check.test("0.05") == "takes seconds from 0.1 to 86400, not '0.05'");
    CHECK_FALSE(check.test("nan").empty());
    CHECK_FALSE(check.test("inf").empty());
    CHECK_FALSE(check.test("5s").empty());
}

TEST_CASE("one_of lists the words it takes") {
    auto check = one_of({"auto", "always", "never"});
    CHECK(check.test("never").empty());
    CHECK(check.test("blue") == "takes one of auto, always, never, not 'blue'");
    CHECK(check.shown == "{auto,always,never}");
}

TEST_CASE("report_target refuses only an empty name") {
    CHECK(report_target().test("-").empty());
    CHECK(report_target().test("r.json").empty());
    CHECK_FALSE(report_target().test("").empty());
}

TEST_CASE("one_line: one visible line, no trailing space") {
    CHECK(one_line("a\nb\n") == "a b");
    CHECK(one_line("bad \x1b[2J name").find('\x1b') == std::string::npos);
}
