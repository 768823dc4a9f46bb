// How fast the problem's accepted solutions are on the same tests, on this
// machine with this compiler: the fastest one's CPU time per test (median of
// three runs) and how much the runs spread, measured once and kept in the
// cache folder until a solution, a test, the mode or the compiler changes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "session.hpp"
#include "test_set.hpp"

namespace judge {

struct ReferenceTimes {
    std::string solution;                        // "retrograde.cpp"
    std::map<std::string, std::int64_t> cpu_us;  // by test name
    // Every accepted solution's total CPU time on these tests, by file name.
    std::map<std::string, std::int64_t> totals_us;
    // And its peak memory over the tests, by file name.
    std::map<std::string, std::int64_t> peaks_kib;
    // How much one file's total CPU time and peak memory vary from run to run
    // here: the largest (max - min) / max over the repeats of any accepted
    // solution, and never below the floors of reference_times.cpp.
    double cpu_spread = 0;
    double memory_spread = 0;
};

// leetcode: timed as `--mode leetcode` runs them (one process for all tests).
ReferenceTimes reference_times(Session& session, const Problem& problem, const std::vector<TestCase>& tests,
                               const std::filesystem::path& scratch, bool leetcode = false);

}  // namespace judge
