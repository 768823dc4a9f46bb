#include "time_margins.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "compiler.hpp"

namespace judge {

namespace {

const TestCase* test_named(const std::vector<TestCase>& tests, const OutsideText& name) {
    for (const auto& t : tests)
        if (t.name.bytes() == name.bytes()) return &t;
    return nullptr;
}

}  // namespace

std::optional<TimeMargin> time_margin(Session& session, const Problem& problem, const AnswerChecker& checker,
                                      const SolutionReport& report, const std::vector<TestCase>& tests) {
    const bool accepted = report.want == Verdict::AC && report.got == Verdict::AC;
    const bool too_slow = report.want == Verdict::TLE && report.got == Verdict::TLE;
    if ((!accepted && !too_slow) || report.results.empty() || !report.compiled.ok) return std::nullopt;
    TimeMargin m;
    m.solution = report.name;
    m.accepted = accepted;
    const Limits limits = limits_for(problem.limits, report.compiled);
    m.limit_ms = limits.time_ms;
    const std::int64_t limit_us = static_cast<std::int64_t>(limits.time_ms) * 1000;

    const TestResult* deciding = nullptr;
    for (const auto& r : report.results)
        if (accepted ? (!deciding || r.run.cpu_us > deciding->run.cpu_us) : r.verdict == Verdict::TLE) {
            deciding = &r;
            if (too_slow) break;
        }
    if (!deciding) return std::nullopt;
    m.test = deciding->name;
    if (too_slow && deciding->clock != TimeClock::cpu) {
        // It waits instead of computing (sleep_forever): the idle clock stops it whatever the limit.
        m.by_idle_clock = m.ok = true;
        m.runs = 1;
        return m;
    }
    const TestCase* test = test_named(tests, deciding->name);
    if (!test) return std::nullopt;

    // A TLE one runs under twice the limit: stopped there (plus the margin), it has shown at least that.
    Limits measure = limits;
    if (too_slow) measure.time_ms = static_cast<int>(k_too_slow_factor * limits.time_ms);
    auto run_once = [&] {
        return grade_tests(*session.sandbox, report.compiled.program(), checker, measure, {*test}, {})[0];
    };
    std::vector<std::int64_t> samples;
    bool stopped = false;
    auto take = [&](const TestResult& r) {
        samples.push_back(r.run.cpu_us);
        stopped |= r.run.cpu_timeout;
    };
    // A TLE run far enough past the line that more runs would not move it: stopped, or over 2.2x.
    auto settled_by_time = [&](std::int64_t cpu_us, bool stopped_there) {
        return stopped_there || static_cast<double>(cpu_us) >= 1.1 * k_too_slow_factor * static_cast<double>(limit_us);
    };
    auto settled_by = [&](const TestResult& r) { return settled_by_time(r.run.cpu_us, r.run.cpu_timeout); };
    if (too_slow) {
        TestResult first_run = run_once();
        if (!settled_by(first_run)) {
            // Not slow enough on the test it was stopped on: its slowest test
            // under the raised limit, up to the first that settles it (the
            // others were stopped at the limit, or not run).
            GradeOptions options;
            options.stop_after = settled_by;
            for (const TestResult& r : grade_tests(*session.sandbox, report.compiled.program(), checker, measure, tests, options))
                if (r.run.cpu_us > first_run.run.cpu_us) {
                    first_run = r;
                    test = test_named(tests, r.name);
                }
            m.test = first_run.name;
        }
        take(first_run);
    } else {
        take(*deciding);
    }
    const double first = static_cast<double>(samples[0]) / static_cast<double>(limit_us);
    const bool settled = accepted ? first <= 0.8 * k_accepted_share : settled_by_time(samples[0], stopped);
    if (!settled)
        for (int k = 0; k < 2; ++k) take(run_once());
    std::sort(samples.begin(), samples.end());
    m.cpu_us = samples[samples.size() / 2];
    m.runs = static_cast<int>(samples.size());
    m.stopped = too_slow && (stopped && m.cpu_us >= static_cast<std::int64_t>(k_too_slow_factor * limit_us));
    m.ok = accepted ? m.ratio() <= k_accepted_share : m.stopped || m.ratio() >= k_too_slow_factor;
    return m;
}

std::string margin_cell(const TimeMargin& m) {
    if (m.by_idle_clock) return "idle";
    return fmt::format("{}{:.2f}", m.stopped ? ">=" : "", m.ratio());
}

}  // namespace judge
