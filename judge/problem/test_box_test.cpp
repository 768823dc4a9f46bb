#include "test_box.hpp"

#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

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

TEST_CASE("load_cases: one case as load_test reads it, a box as its cases, each with its answer") {
    const auto dir = std::filesystem::temp_directory_path() / ("judge-box-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    auto write = [&](const std::string& name, const std::string& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return dir / name;
    };
    auto one = load_cases(problem_913(), {"one", write("one.in", "[[1,2],[0],[0]]\n"), write("one.ans", "1\n")});
    REQUIRE(one.size() == 1);
    CHECK(one[0].name == "one");
    CHECK(one[0].expected == "1");
    auto box = load_cases(problem_913(), {"box", write("box.txt", "[[1,2],[0],[0]]\n[[1],[0,2],[1]]\n"),
                                          write("box.ans", "1\n 2\n")});
    REQUIRE(box.size() == 2);
    CHECK(box[1].name == "box#2");
    CHECK(box[1].input == "[[1],[0,2],[1]]\n");
    CHECK(box[1].expected == "2");
    CHECK(box[1].input_file.string().find("box.txt:2") != std::string::npos);
    auto no_answers = load_cases(problem_913(), {"box", dir / "box.txt", {}});
    CHECK(no_answers[0].expected_from == k_from_reference);
    CHECK_THROWS_WITH_AS(load_cases(problem_913(), {"box", dir / "box.txt", write("short.ans", "1\n")}),
                         doctest::Contains("short.ans: 1 answer(s) for the 2 cases of"), JudgeError);
    // A broken .in is one broken case; a broken box names the box's place.
    CHECK_THROWS_WITH_AS(load_cases(problem_913(), {"bad", write("bad.in", "[[1,2],[0],[0]],\n"), {}}),
                         doctest::Contains("bad.in:1:16: expected end of input"), JudgeError);
    std::filesystem::remove_all(dir);
}
