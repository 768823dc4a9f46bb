// How fast the problem's accepted solutions are on the same tests, on this
// machine with this compiler: the fastest one's CPU time per test (median of
// at least three passes, each judged as a submission is) and how far one
// pass strays from that, measured once and kept in the cache folder until a
// solution, a test, the mode or the compiler changes.
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
    // And the content_key of its source, by file name (a user who submits a
    // shipped solution submits that solution, not another one).
    std::map<std::string, std::string> source_hashes;
    // How much one pass of a file strays from its figure here: for CPU time
    // the largest pass_spread of any accepted solution, for peak memory the
    // largest (max - min) / max of its passes; never below the floors of
    // reference_times.cpp.
    double cpu_spread = 0;
    double memory_spread = 0;
    // How far one run's CPU time strays from its test's median, in absolute
    // terms (a process start's jitter): the root mean square over the
    // fastest solution's runs, never below the floor of reference_times.cpp.
    std::int64_t cpu_run_noise_us = 0;
};

// The middle sample (the upper one of an even count); 0 for none.
std::int64_t median(std::vector<std::int64_t> v);

// The root mean square of each run's distance from its test's median, over
// every test's samples (by test name); 0 for none.
std::int64_t run_noise_us(const std::map<std::string, std::vector<std::int64_t>>& samples);

// How far single passes stray from a figure: the largest |pass - figure|
// over the larger of the two (0.1 = 10%); 0 for no passes.
double pass_spread(const std::vector<std::int64_t>& passes, std::int64_t figure);

// leetcode: timed as `--mode leetcode` runs them (one process for all tests).
// Returns with no idle sandbox helper: the submission's runs after it start
// from new ones, as the passes measured here did.
ReferenceTimes reference_times(Session& session, const Problem& problem, const std::vector<TestCase>& tests,
                               const std::filesystem::path& scratch, bool leetcode = false,
                               Language language = Language::cpp);

}  // namespace judge
