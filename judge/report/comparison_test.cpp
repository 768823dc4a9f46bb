#include "comparison.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestResult test(const std::string& name, std::int64_t cpu_us, std::int64_t kib = 2600) {
    TestResult t;
    t.name = name;
    t.verdict = Verdict::AC;
    t.run.cpu_us = cpu_us;
    t.run.memory_kib = kib;
    return t;
}

// The reference: 400 us on each of two tests, runs spreading by 25%.
ReferenceTimes reference() {
    ReferenceTimes ref;
    ref.solution = "retrograde.cpp";
    ref.cpu_us = {{"a", 400}, {"b", 400}};
    ref.totals_us = {{"retrograde.cpp", 800}, {"horizon.cpp", 1500}, {"big.cpp", 20'000}};
    ref.peaks_kib = {{"retrograde.cpp", 2600}, {"horizon.cpp", 2700}, {"big.cpp", 17'800}};
    ref.source_hashes = {{"retrograde.cpp", "h-retro"}, {"horizon.cpp", "h-horizon"}, {"big.cpp", "h-big"}};
    ref.cpu_spread = 0.25;
    ref.memory_spread = 0.02;
    return ref;
}

SubmissionResult submission(std::int64_t a_us, std::int64_t b_us, std::int64_t kib = 2600) {
    SubmissionResult s;
    s.reference = "retrograde.cpp";
    s.source_hash = "h-mine";
    s.total = 2;
    s.tests = {test("a", a_us, kib), test("b", b_us, kib)};
    return s;
}

}  // namespace

TEST_CASE("relate: inside the spread of the larger, or the floor, is the same") {
    CHECK(relate(100, 120, 0.25) == Relation::same);
    CHECK(relate(100, 140, 0.25) == Relation::less);
    CHECK(relate(140, 100, 0.25) == Relation::more);
    CHECK(relate(2600, 2900, 0.02, k_memory_floor_kib) == Relation::same);
    CHECK(relate(2600, 17'800, 0.02, k_memory_floor_kib) == Relation::less);
}

TEST_CASE("the reference against itself, 1.2x slower in this run, is the same within noise, not '1.2x'") {
    SubmissionResult s = submission(480, 480);
    compare_with_reference(s, reference(), {});
    CHECK(s.time_vs_reference == "same");
    CHECK(s.time_ratio == doctest::Approx(1.2));
    CHECK(reference_line(s).find("same CPU time as the reference within noise") == 0);
    CHECK(reference_line(s).find("1.2x") == std::string::npos);
    CHECK(s.tests[0].ref_cpu_us == 400);
}

TEST_CASE("a tenth of a millisecond a test is a process start, not a difference") {
    SubmissionResult s = submission(520, 520);  // 1.3x of 400 us, but 0.12 ms a test
    compare_with_reference(s, reference(), {});
    CHECK(s.time_vs_reference == "same");
}

TEST_CASE("a solution 3.8x slower gets its ratio") {
    SubmissionResult s = submission(1520, 1520);
    compare_with_reference(s, reference(), {});
    CHECK(s.time_vs_reference == "slower");
    CHECK(reference_line(s).find("3.8x the CPU time of the reference (retrograde.cpp") == 0);
}

TEST_CASE("ranks: each source once, ties within noise, the submission's own source never counted") {
    SubmissionResult s = submission(410, 410);
    // Its own earlier runs (5% faster and slower), another source of the
    // user's twice, and the shipped big.cpp submitted by the user.
    compare_with_reference(s, reference(),
                           {{780, 2600, "h-mine"},
                            {860, 2650, "h-mine"},
                            {1000, 2600, "h-older"},
                            {1040, 2600, "h-older"},
                            {20'000, 17'800, "h-big"}});
    REQUIRE(s.time_rank);
    CHECK(s.time_rank->of == 4);           // retrograde, horizon, big and the older source
    CHECK(s.time_rank->better_than == 2);  // horizon (1.5 ms vs 0.82) and big
    CHECK(s.time_rank->ties == 2);         // retrograde, and the older source (its median, 1.04 ms)
    CHECK(s.memory_rank->of == 4);
    CHECK(s.memory_rank->better_than == 1);
    CHECK(s.memory_rank->ties == 3);
    CHECK(rank_line(s).find("faster than 2 of 4 accepted solutions, the same as 2 within noise") == 0);
    CHECK(rank_line(s).find("each source once, this one left out") != std::string::npos);
}

TEST_CASE("ranks: a shipped solution submitted again and again is ranked among the others only") {
    SubmissionResult s = submission(400, 400);
    s.source_hash = "h-horizon";
    std::vector<EarlierRun> repeats(4, EarlierRun{800, 2700, "h-horizon"});
    for (int submitted = 0; submitted < 4; ++submitted) {
        compare_with_reference(s, reference(), std::vector<EarlierRun>(repeats.begin(), repeats.begin() + submitted));
        REQUIRE(s.time_rank);
        CHECK(s.time_rank->of == 2);  // retrograde and big, however often it came
        CHECK(s.memory_rank->of == 2);
    }
}

TEST_CASE("ranks: none when the only accepted solution is the submission's own source") {
    ReferenceTimes ref = reference();
    ref.totals_us = {{"retrograde.cpp", 800}};
    ref.peaks_kib = {{"retrograde.cpp", 2600}};
    SubmissionResult s = submission(400, 400);
    s.source_hash = "h-retro";
    compare_with_reference(s, ref, {{800, 2600, "h-retro"}});
    CHECK_FALSE(s.time_rank);
    CHECK(rank_line(s).empty());
    CHECK(s.time_vs_reference == "same");  // the ratio to the reference stays
}

TEST_CASE("no rank for a submission that is not accepted") {
    SubmissionResult s = submission(410, 410);
    s.tests[1].verdict = Verdict::WA;
    s.verdict = Verdict::WA;
    compare_with_reference(s, reference(), {});
    CHECK_FALSE(s.time_rank);
    CHECK(rank_line(s).empty());
}

TEST_CASE("the absolute noise: a run's jitter on a few tests, a floor a test on many") {
    CHECK(cpu_noise_floor_us(0, 150) == 0);
    CHECK(cpu_noise_floor_us(1, 150) == 600);     // four runs' jitter
    CHECK(cpu_noise_floor_us(2, 150) == 849);     // 4 * 150 * sqrt(2)
    CHECK(cpu_noise_floor_us(16, 150) == 2400);   // where the two meet
    CHECK(cpu_noise_floor_us(69, 150) == 69 * k_cpu_floor_per_test_us);
    CHECK(cpu_noise_floor_us(69, 400) == 13'291);  // a noisier machine measured so: 4 * 400 * sqrt(69)
}

TEST_CASE("the reference against itself on the two 913 examples, as the review saw it, is the same") {
    // retrograde.cpp judged as a submission: 0.65 to 0.88 ms a test against
    // its own cached 0.49 and 0.50 ms, a run's jitter measured at 150 us.
    ReferenceTimes ref = reference();
    ref.cpu_us = {{"a", 493}, {"b", 502}};
    ref.cpu_run_noise_us = 150;
    for (auto [a, b] : {std::pair{650, 880}, std::pair{880, 650}, std::pair{810, 790}}) {
        SubmissionResult s = submission(a, b);
        compare_with_reference(s, ref, {});
        CHECK(s.time_vs_reference == "same");
        CHECK(s.time_noise_floor_us == 849);
        CHECK(reference_line(s).find("differences under 25% or 0.42 ms a test are noise here") != std::string::npos);
    }
}

TEST_CASE("a solution 3x slower on two tests is slower, whatever the jitter on two tests") {
    ReferenceTimes ref = reference();
    ref.cpu_us = {{"a", 500}, {"b", 500}};
    ref.cpu_run_noise_us = 150;
    SubmissionResult s = submission(1500, 1500);
    compare_with_reference(s, ref, {});
    CHECK(s.time_vs_reference == "slower");
    CHECK(reference_line(s).find("3.0x the CPU time of the reference") == 0);
}

TEST_CASE("CPU times keep their microseconds where they matter") {
    CHECK(format_cpu(412) == "0.412 ms");
    CHECK(format_cpu(0) == "0.000 ms");
    CHECK(format_cpu(34'123) == "34.1 ms");
    CHECK(format_cpu(1'988'400) == "1988 ms");
}

TEST_CASE("no CPU comparison and no rank when no test passed") {
    SubmissionResult s = submission(900, 900);
    s.tests[0].verdict = Verdict::WA;
    s.tests[1].verdict = Verdict::RE;
    s.verdict = Verdict::WA;
    compare_with_reference(s, reference(), {});
    CHECK(s.time_ratio == 0);
    CHECK(s.time_vs_reference.empty());
    CHECK(reference_line(s).empty());
    CHECK(rank_line(s).empty());
}

TEST_CASE("a ratio with a run stopped at the limit is a floor: 'at least'") {
    SubmissionResult s = submission(400, 70'000);
    s.tests[1].verdict = Verdict::TLE;
    s.tests[1].run.cpu_timeout = true;
    s.verdict = Verdict::TLE;
    compare_with_reference(s, reference(), {});
    CHECK(s.time_at_least);
    CHECK(reference_line(s).find("at least 88.0x the CPU time of the reference") == 0);
    SubmissionResult slow = submission(1520, 1520);
    compare_with_reference(slow, reference(), {});
    CHECK_FALSE(slow.time_at_least);
}

TEST_CASE("a rank on the user's own tests says so") {
    SubmissionResult s = submission(410, 410);
    s.scope = "custom";
    compare_with_reference(s, reference(), {});
    CHECK(rank_line(s).find("on your 2 tests, not the problem's") != std::string::npos);
}
