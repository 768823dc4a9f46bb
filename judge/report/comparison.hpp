// How a submission compares with the problem's accepted solutions and the
// user's earlier accepted ones: the CPU ratio to the fastest reference and
// the ranks by CPU time and peak memory. Per-test CPU time is mostly the
// start of a process, so two runs of one file differ; a difference inside
// the run-to-run spread measured on the reference is reported as "the same",
// never as a ratio or a place in a rank.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grader.hpp"
#include "reference_times.hpp"

namespace judge {

enum class Relation { less, same, more };

// a against b: the same when they differ by at most `noise` of the larger
// (0.1 = 10%) or by at most `floor` (an absolute amount).
Relation relate(std::int64_t a, std::int64_t b, double noise, std::int64_t floor = 0);

// An earlier accepted submission, as the history keeps it.
struct EarlierRun {
    std::int64_t cpu_us = 0;
    std::int64_t peak_kib = 0;
    std::string source_hash;  // content_key of its source
};

// A test's CPU time is mostly a process start, which varies by about a tenth
// of a millisecond from one judge to the next: the reference judged as a
// submission read 0.45 to 0.53 ms a test against its own 0.38 ms. Below this
// much a test, CPU time is the same.
constexpr std::int64_t k_cpu_floor_per_test_us = 150;

// The absolute noise of a total CPU time over `tests` runs, each straying
// from its median by `run_noise_us` (root mean square): the larger of
// k_cpu_floor_per_test_us a test and four such deviations of a sum of
// independent runs (4 * run_noise_us * sqrt(tests)). A run's jitter does
// not shrink with the test count, so on a few tests one run's slow start is
// much of the total; from 16 tests on (at the 150 us floor of
// reference_times.cpp) the floor a test is the larger.
std::int64_t cpu_noise_floor_us(std::int64_t tests, std::int64_t run_noise_us);

// Peak memory of one file differs between runs by about a page table and a
// few buffers; below this, memory is the same.
constexpr std::int64_t k_memory_floor_kib = 512;

// Fills the tests' ref_cpu_us, the submission's time ratio and its relation
// to the reference, and (when it is accepted and the reference covers every
// test) its ranks among ref's accepted solutions and `earlier`: each source
// once (an earlier source submitted many times by the median of its runs;
// one that is a shipped solution's, as that solution), and never the
// submission's own source (result.source_hash), which is not another
// solution. No rank when nothing is left to rank against.
void compare_with_reference(SubmissionResult& result, const ReferenceTimes& ref,
                            const std::vector<EarlierRun>& earlier);

// "3.8x the CPU time of the reference (...)" or "same CPU time as the
// reference within noise (...)"; empty when there is nothing to compare.
std::string reference_line(const SubmissionResult& result);

// "faster than 3 of 7 accepted solutions, 2 the same within noise (...)".
std::string rank_line(const SubmissionResult& result);

// CPU time for people: microseconds shown where they matter ("0.412 ms",
// "34.1 ms", "1988 ms").
std::string format_cpu(std::int64_t us);

}  // namespace judge
