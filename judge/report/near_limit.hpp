// "Near the limit": a verdict decided by a test whose CPU time lies within
// the band where the same work's time strays between runs here, said under
// the verdict so that AC now and TLE next time is not a surprise.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

// How far either side of the limit the same work's CPU time strays between
// runs: bench/noise.sh measured at most 8.8% above the quiet median under a
// load of twice the cores; 10% holds it with room.
inline constexpr double k_time_noise_band = 0.10;

struct NearLimit {
    OutsideText test;            // its name (each report shows it its own way)
    std::int64_t cpu_us = 0;     // the CPU time that counted
    std::int64_t limit_ms = 0;
    bool over = false;           // TLE just past the limit (else AC just under it)
    std::vector<std::int64_t> runs_us;  // both measurements when it was measured twice
};

// The deciding test of an AC (its slowest) at 90% of the limit or more, or
// of a TLE (the leading failure, timed by its CPU clock) at 110% or less;
// nothing otherwise (and for every other verdict).
std::optional<NearLimit> near_limit(const SubmissionResult& s);

// "near the limit: 497 of 500 ms on large/evictions-3000; on another
// machine or under load this may be TLE".
// `shown` is the test's name as the report shows it.
std::string near_limit_line(const NearLimit& n, const std::string& shown);

}  // namespace judge
