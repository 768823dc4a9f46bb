#include "reference_times.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("median: the middle sample, whatever the order") {
    CHECK(median({}) == 0);
    CHECK(median({7}) == 7);
    CHECK(median({900, 500, 600}) == 600);
    CHECK(median({4, 1, 3, 2}) == 3);  // the upper middle of an even count
}

TEST_CASE("run_noise_us: each run's distance from its own test's median") {
    CHECK(run_noise_us({}) == 0);
    // Two tests at different levels, each steady: no noise.
    CHECK(run_noise_us({{"a", {500, 500, 500}}, {"b", {900, 900, 900}}}) == 0);
    // One run 300 us over in six: sqrt(300^2 / 6) = 122 us.
    CHECK(run_noise_us({{"a", {500, 800, 500}}, {"b", {900, 900, 900}}}) == 122);
}

TEST_CASE("pass_spread: how far one pass strays from the figure, not how the passes differ") {
    CHECK(pass_spread({}, 1000) == 0);
    // Passes of 1000, 1100 and 1300 us beside a figure of 1000 (a sum of
    // per-test medians, below most single passes): 300 of 1300.
    CHECK(pass_spread({1000, 1100, 1300}, 1000) == doctest::Approx(300.0 / 1300.0));
    CHECK(pass_spread({800}, 1000) == doctest::Approx(0.2));
}
