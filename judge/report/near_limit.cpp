#include "near_limit.hpp"

#include <fmt/format.h>

#include "test_order.hpp"

namespace judge {

std::optional<NearLimit> near_limit(const SubmissionResult& s) {
    const std::int64_t limit_us = static_cast<std::int64_t>(s.limits.time_ms) * 1000;
    if (limit_us <= 0 || s.tests.empty()) return std::nullopt;
    const TestResult* deciding = nullptr;
    bool over = false;
    if (s.verdict == Verdict::AC) {
        for (const auto& t : s.tests)
            if (!deciding || t.run.cpu_us > deciding->run.cpu_us) deciding = &t;
        if (static_cast<double>(deciding->run.cpu_us) < (1.0 - k_time_noise_band) * static_cast<double>(limit_us))
            return std::nullopt;
    } else if (s.verdict == Verdict::TLE) {
        // "May be AC" only where every failure is a TLE just past the limit,
        // by its CPU clock: another test far past it, a run stopped by the
        // wall clock (its CPU time says nothing), or a wrong answer keeps it
        // from AC anywhere.
        for (const auto& t : s.tests)
            if (t.verdict != Verdict::AC &&
                (t.verdict != Verdict::TLE || t.clock != TimeClock::cpu || t.run.cpu_timeout ||
                 static_cast<double>(t.run.cpu_us) > (1.0 + k_time_noise_band) * static_cast<double>(limit_us)))
                return std::nullopt;
        const auto lead = lead_failure(s.tests);
        if (!lead) return std::nullopt;
        deciding = &s.tests[*lead];
        over = true;
    } else {
        return std::nullopt;
    }
    return NearLimit{deciding->name, deciding->run.cpu_us, s.limits.time_ms, over, deciding->cpu_runs_us};
}

std::string near_limit_line(const NearLimit& n, const std::string& shown) {
    // To a tenth of a ms, as the table shows it: 505.8 of 500, not 505 of 500.
    auto ms = [](std::int64_t us) { return fmt::format("{:.1f}", static_cast<double>(us) / 1000.0); };
    std::string line = fmt::format("near the limit: {} of {} ms on {}", ms(n.cpu_us), n.limit_ms, shown);
    if (n.runs_us.size() == 2)
        line += fmt::format(" (measured twice: {} and {} ms; the lower counts)", ms(n.runs_us[0]), ms(n.runs_us[1]));
    line += n.over ? "; on another machine or a quieter moment this may be AC"
                   : "; on another machine or under load this may be TLE";
    return line;
}

}  // namespace judge
