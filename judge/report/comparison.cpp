#include "comparison.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

namespace judge {

Relation relate(std::int64_t a, std::int64_t b, double noise, std::int64_t floor) {
    const std::int64_t gap = std::llabs(a - b);
    const double band = noise * static_cast<double>(std::max(a, b));
    if (gap <= floor || static_cast<double>(gap) <= band) return Relation::same;
    return a < b ? Relation::less : Relation::more;
}

std::int64_t cpu_noise_floor_us(std::int64_t tests, std::int64_t run_noise_us) {
    if (tests <= 0) return 0;
    const double sum_of_runs = 4.0 * static_cast<double>(run_noise_us) * std::sqrt(static_cast<double>(tests));
    return std::max(tests * k_cpu_floor_per_test_us, static_cast<std::int64_t>(std::ceil(sum_of_runs)));
}

namespace {

void count(SubmissionResult::Rank& rank, Relation r) {
    ++rank.of;
    rank.better_than += r == Relation::less;
    rank.ties += r == Relation::same;
}

const char* relation_name(Relation r) {
    return r == Relation::less ? "faster" : r == Relation::same ? "same" : "slower";
}

std::string solutions(int n) {
    return std::to_string(n) + (n == 1 ? " accepted solution" : " accepted solutions");
}

}  // namespace

void compare_with_reference(SubmissionResult& result, const ReferenceTimes& ref,
                            const std::vector<EarlierRun>& earlier) {
    std::int64_t mine = 0, theirs = 0, peak = 0, compared = 0;
    bool complete = !ref.cpu_us.empty();
    for (auto& t : result.tests) {
        auto it = ref.cpu_us.find(t.name.bytes());
        if (it == ref.cpu_us.end()) {
            complete = false;
            continue;
        }
        t.ref_cpu_us = it->second;
        ++compared;
        mine += t.run.cpu_us;
        theirs += it->second;
        peak = std::max(peak, t.run.memory_kib);
    }
    result.time_noise = ref.cpu_spread;
    const std::int64_t floor = cpu_noise_floor_us(compared, ref.cpu_run_noise_us);
    result.time_noise_floor_us = floor;
    auto time_relation = [&](std::int64_t us) { return relate(mine, us, ref.cpu_spread, floor); };
    // Nothing accepted: a time beside the reference's would be the time of
    // wrong answers and crashes, compared with nothing.
    const bool any_passed = std::any_of(result.tests.begin(), result.tests.end(),
                                        [](const TestResult& t) { return t.verdict == Verdict::AC; });
    if (theirs > 0 && any_passed) {
        result.time_ratio = static_cast<double>(mine) / static_cast<double>(theirs);
        result.time_vs_reference = relation_name(time_relation(theirs));
        // A run stopped at a limit would have run longer: its share is a floor.
        result.time_at_least = std::any_of(result.tests.begin(), result.tests.end(), [](const TestResult& t) {
            return t.ref_cpu_us >= 0 && (t.run.cpu_timeout || t.run.wall_timeout || t.run.idle_timeout);
        });
    }
    if (result.verdict != Verdict::AC || !complete) return;
    SubmissionResult::Rank time, memory;
    auto memory_relation = [&](std::int64_t kib) { return relate(peak, kib, ref.memory_spread, k_memory_floor_kib); };
    auto hash_of = [&](const std::string& file) {
        auto it = ref.source_hashes.find(file);
        return it == ref.source_hashes.end() ? std::string() : it->second;
    };
    auto is_own = [&](const std::string& hash) { return !hash.empty() && hash == result.source_hash; };
    std::set<std::string> shipped;
    for (const auto& [name, total] : ref.totals_us) {
        const std::string hash = hash_of(name);
        if (!hash.empty()) shipped.insert(hash);
        if (is_own(hash)) continue;
        count(time, time_relation(total));
        if (auto kib = ref.peaks_kib.find(name); kib != ref.peaks_kib.end()) count(memory, memory_relation(kib->second));
    }
    // The user's other sources, each once: the median of its runs.
    std::map<std::string, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> by_source;
    for (const auto& e : earlier) {
        if (is_own(e.source_hash) || shipped.contains(e.source_hash)) continue;
        auto& [times, peaks] = by_source[e.source_hash];
        times.push_back(e.cpu_us);
        peaks.push_back(e.peak_kib);
    }
    for (const auto& [hash, runs] : by_source) {
        count(time, time_relation(median(runs.first)));
        count(memory, memory_relation(median(runs.second)));
    }
    if (time.of == 0) return;
    result.time_rank = time;
    result.memory_rank = memory;
}

std::string format_cpu(std::int64_t us) {
    if (us < 10'000) return fmt::format("{:.3f} ms", static_cast<double>(us) / 1000.0);
    if (us < 1'000'000) return fmt::format("{:.1f} ms", static_cast<double>(us) / 1000.0);
    return fmt::format("{} ms", us / 1000);
}

namespace {

// The absolute noise shown a test: the floor over the tests compared.
double per_test_ms(const SubmissionResult& s) {
    std::int64_t compared = 0;
    for (const auto& t : s.tests)
        compared += t.ref_cpu_us >= 0;
    if (compared == 0 || s.time_noise_floor_us <= 0) return static_cast<double>(k_cpu_floor_per_test_us) / 1000.0;
    return static_cast<double>(s.time_noise_floor_us) / static_cast<double>(compared) / 1000.0;
}

}  // namespace

std::string reference_line(const SubmissionResult& s) {
    if (s.time_vs_reference.empty()) return "";
    const std::string how =
        // "The reference" here is the fastest accepted solution, which may
        // not be the problem's reference that gives expected answers: named.
        fmt::format("{}, the fastest accepted solution, timed here on the same tests{}; differences under {:.0f}% or "
                    "{:.2f} ms a test are noise here",
                    s.reference, s.mode == "leetcode" ? " in --mode leetcode" : "", s.time_noise * 100.0,
                    per_test_ms(s));
    if (s.time_vs_reference == "same") return fmt::format("same CPU time as the reference within noise ({})", how);
    return fmt::format("{}{:.1f}x the CPU time of the reference ({})", s.time_at_least ? "at least " : "",
                       s.time_ratio, how);
}

std::string rank_line(const SubmissionResult& s) {
    if (!s.time_rank || !s.memory_rank) return "";
    auto part = [](const char* what, const SubmissionResult::Rank& r) {
        std::string line = fmt::format("{} than {} of {}", what, r.better_than, solutions(r.of));
        if (r.ties > 0) line += fmt::format(", the same as {} within noise", r.ties);
        return line;
    };
    return fmt::format("{}; {} (the shipped ones and your earlier ones, each source once, this one left out; {} mode, {})",
                       part("faster", *s.time_rank),
                       part("less memory", *s.memory_rank), s.mode,
                       s.scope == "custom"
                           ? fmt::format("on your {}, not the problem's", s.total == 1 ? std::string("test")
                                                                                     : fmt::format("{} tests", s.total))
                       : s.total == 1 ? std::string("this test")
                                      : fmt::format("these {} tests", s.total));
}

}  // namespace judge
