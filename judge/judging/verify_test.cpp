#include "verify.hpp"

#include <doctest/doctest.h>

#include "error.hpp"
#include "problem.hpp"
#include "workspace.hpp"

using namespace judge;

TEST_CASE("solution folders name verdicts, as in Kattis") {
    CHECK(verdict_for_folder("accepted") == Verdict::AC);
    CHECK(verdict_for_folder("wrong_answer") == Verdict::WA);
    CHECK(verdict_for_folder("time_limit_exceeded") == Verdict::TLE);
    CHECK(verdict_for_folder("run_time_error") == Verdict::RE);
    CHECK(verdict_for_folder("compile_error") == Verdict::CE);
    CHECK_THROWS_WITH(verdict_for_folder("partially_accepted"), doctest::Contains("not a verdict folder"));
    CHECK(verdicts_for_folder("memory_or_time_limit_exceeded") == std::vector<Verdict>{Verdict::MLE, Verdict::TLE});
    CHECK(verdicts_for_folder("memory_limit_exceeded") == std::vector<Verdict>{Verdict::MLE});
    CHECK(wanted_name({Verdict::MLE, Verdict::TLE}) == "MLE/TLE");
}

TEST_CASE("the shipped solutions are listed accepted first") {
    Problem p = find_problem(project_root(), "913");
    auto files = solution_files(p);
    REQUIRE(files.size() >= 4);
    CHECK(files[0].parent_path().filename() == "accepted");
    CHECK(files[1].parent_path().filename() == "accepted");
    CHECK(files.back().parent_path().filename() != "accepted");
}
