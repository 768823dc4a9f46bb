// Limits that decide by a margin, checked as Kattis problemtools'
// verifyproblem checks its safety margins: every accepted solution's
// slowest test takes at most half the limit, and every
// time_limit_exceeded/ solution takes at least twice the limit on some test.
#pragma once

#include <optional>
#include <vector>

#include "checker.hpp"
#include "session.hpp"
#include "verify.hpp"

namespace judge {

inline constexpr double k_accepted_share = 0.5;  // of the limit, at most
inline constexpr double k_too_slow_factor = 2.0;  // times the limit, at least

struct TimeMargin {
    OutsideText solution;
    OutsideText test;             // its slowest test (accepted), the test it was stopped on (TLE)
    std::int64_t cpu_us = 0;      // the median of the runs
    int runs = 0;                 // 1 where far from the line, else 3
    int limit_ms = 0;             // its language's limit
    bool accepted = true;         // else time_limit_exceeded/
    bool stopped = false;         // a TLE run stopped at the raised limit: at least that
    bool by_idle_clock = false;   // a TLE that never computes (it waits): no CPU margin to measure
    bool ok = false;
    double ratio() const { return limit_ms > 0 ? static_cast<double>(cpu_us) / (limit_ms * 1000.0) : 0; }
};

// The margin of a solution verify judged as its folder says (accepted and
// AC, or time_limit_exceeded and TLE); none for the others. Measures its
// deciding test again where one run does not settle it: an accepted
// solution over 40% of the limit, a TLE one under 2.2 times it (run under
// a limit raised to twice the problem's, so that it can show how slow it is).
std::optional<TimeMargin> time_margin(Session& session, const Problem& problem, const AnswerChecker& checker,
                                      const SolutionReport& report, const std::vector<TestCase>& tests);

// "0.09" of the limit, or "2.51"; with ">=" for a run stopped at the raised limit.
std::string margin_cell(const TimeMargin& m);

}  // namespace judge
