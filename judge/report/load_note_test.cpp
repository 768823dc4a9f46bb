#include "load_note.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestResult test(std::int64_t cpu_us, std::int64_t queued_us) {
    TestResult t;
    t.verdict = Verdict::AC;
    t.run.cpu_us = cpu_us;
    t.run.queued_us = queued_us;
    return t;
}

}  // namespace

TEST_CASE("load_note: nothing on a quiet machine, or where the wait is unknown") {
    CHECK(load_note({test(400'000, 20'000), test(400'000, 30'000)}).empty());
    CHECK(load_note({test(400'000, -1)}).empty());
    CHECK(load_note({}).empty());
    // A long wait on tiny tests is not worth a line below 100 ms.
    CHECK(load_note({test(1'000, 90'000)}).empty());
}

TEST_CASE("load_note: a busy machine, with what was done about it") {
    std::vector<TestResult> tests = {test(600'000, 500'000), test(500'000, 200'000)};
    CHECK(load_note(tests) ==
          "the machine was busy: the tests waited 700 ms for a CPU beside 1100 ms of computing; times are CPU "
          "times, which the wait does not change");
    tests[0].cpu_runs_us = {1'100'000, 900'000};
    tests[1].clock = TimeClock::wall;
    const std::string line = load_note(tests);
    CHECK(line.find("; 1 test within the margin of the time limit measured again, alone (the lower counts)") !=
          std::string::npos);
    CHECK(line.find("; 1 test got too little CPU to be judged (TLE by the wall clock: try --jobs 1)") !=
          std::string::npos);
}
