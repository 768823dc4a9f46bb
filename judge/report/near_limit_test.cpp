#include "near_limit.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestResult test(const std::string& name, Verdict v, std::int64_t cpu_ms) {
    TestResult t;
    t.name = OutsideText(name);
    t.verdict = v;
    t.run.cpu_us = cpu_ms * 1000;
    return t;
}

SubmissionResult submission(Verdict v, std::vector<TestResult> tests) {
    SubmissionResult s;
    s.verdict = v;
    s.limits.time_ms = 500;
    s.tests = std::move(tests);
    return s;
}

}  // namespace

TEST_CASE("near the limit: an AC's slowest test at 90% of the limit or more, a TLE's test at 110% or less") {
    auto ac = near_limit(submission(Verdict::AC, {test("a", Verdict::AC, 100), test("large/b", Verdict::AC, 497)}));
    REQUIRE(ac);
    CHECK(ac->test.bytes() == "large/b");
    CHECK_FALSE(ac->over);
    CHECK(near_limit_line(*ac, "large/b") ==
          "near the limit: 497.0 of 500 ms on large/b; on another machine or under load this may be TLE");
    CHECK(near_limit(submission(Verdict::AC, {test("a", Verdict::AC, 450)})));  // 90% exactly
    CHECK_FALSE(near_limit(submission(Verdict::AC, {test("a", Verdict::AC, 449)})));

    TestResult past = test("c", Verdict::TLE, 504);
    past.cpu_runs_us = {604'000, 504'000};
    auto tle = near_limit(submission(Verdict::TLE, {test("a", Verdict::AC, 10), past}));
    REQUIRE(tle);
    CHECK(tle->over);
    CHECK(near_limit_line(*tle, "c") == "near the limit: 504.0 of 500 ms on c (measured twice: 604.0 and 504.0 ms; the lower "
                                        "counts); on another machine or a quieter moment this may be AC");
    CHECK(near_limit(submission(Verdict::TLE, {test("c", Verdict::TLE, 550)})));  // 110% exactly
    CHECK_FALSE(near_limit(submission(Verdict::TLE, {test("c", Verdict::TLE, 551)})));
}

TEST_CASE("near the limit: never for a run stopped by a clock, another verdict, or no tests") {
    TestResult wall = test("c", Verdict::TLE, 300);
    wall.clock = TimeClock::wall;  // too little CPU: its CPU time says nothing
    CHECK_FALSE(near_limit(submission(Verdict::TLE, {wall})));
    TestResult stopped = test("c", Verdict::TLE, 520);
    stopped.run.cpu_timeout = true;
    CHECK_FALSE(near_limit(submission(Verdict::TLE, {stopped})));
    CHECK_FALSE(near_limit(submission(Verdict::WA, {test("a", Verdict::WA, 499)})));
    // A TLE just past the limit, but another test far past it or wrong: it cannot be AC anywhere.
    CHECK_FALSE(near_limit(submission(Verdict::TLE, {test("c", Verdict::TLE, 505), test("d", Verdict::TLE, 900)})));
    CHECK_FALSE(near_limit(submission(Verdict::TLE, {test("c", Verdict::TLE, 505), test("d", Verdict::WA, 1)})));
    CHECK_FALSE(near_limit(submission(Verdict::AC, {})));
}
