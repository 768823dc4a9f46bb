#include "test_box.hpp"

#include <doctest/doctest.h>

#include "error.hpp"
#include "test_problems.hpp"

using namespace judge;

using testing::problem_1728;
using testing::problem_913;

TEST_CASE("test box: one case is as many literals as the signature has parameters") {
    auto one = split_cases(problem_913(), "[[1,2],[0],[0]]\n", "a.in");
    REQUIRE(one.size() == 1);
    CHECK(one[0].input == "[[1,2],[0],[0]]\n");
    auto two = split_cases(problem_913(), "[[1,2],[0],[0]]\n\n[[1],[0,2],[1]]\r\n", "box.txt");
    REQUIRE(two.size() == 2);
    CHECK(two[1].input == "[[1],[0,2],[1]]\n");
    CHECK(two[1].line == 3);
}

TEST_CASE("test box: three lines a case for 1728") {
    auto cases = split_cases(problem_1728(), "[\"####F\",\"#C...\",\"M....\"]\n1\n2\n[\"M.C...F\"]\n1\n4\n", "box.txt");
    REQUIRE(cases.size() == 2);
    CHECK(cases[0].input == "[\"####F\",\"#C...\",\"M....\"]\n1\n2\n");
    CHECK(cases[1].input == "[\"M.C...F\"]\n1\n4\n");
    CHECK(cases[1].line == 4);
}

TEST_CASE("test box: a short last case or a bad literal names file:line:column") {
    CHECK_THROWS_WITH_AS(split_cases(problem_1728(), "[\"M.C...F\"]\n1\n4\n[\"M.C...F\"]\n", "box.txt"),
                         doctest::Contains("box.txt:5:1: expected argument 'catJump' (int) of case 2, which starts on "
                                           "line 4"),
                         JudgeError);
    CHECK_THROWS_WITH_AS(split_cases(problem_913(), "[[1,2],[0],[0]]\n[[1],x]\n", "box.txt"),
                         doctest::Contains("box.txt:2:6:"), JudgeError);
    CHECK_THROWS_WITH_AS(split_cases(problem_913(), " \n", "box.txt"), doctest::Contains("box.txt: no test case"),
                         JudgeError);
}
