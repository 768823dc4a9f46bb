#include "report.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>

#include "safe_text.hpp"
#include "text_file.hpp"

namespace judge {

bool colour_wanted(std::FILE* out) {
    const char* no_colour = std::getenv("NO_COLOR");
    if (no_colour && *no_colour) return false;
    return ::isatty(::fileno(out)) == 1;
}

std::string abbreviate(const std::string& text, std::size_t max) {
    std::string t = text;
    while (!t.empty() && (t.back() == '\n' || t.back() == '\r'))
        t.pop_back();
    if (t.size() <= max) return visible(t);
    return visible(t.substr(0, max)) + fmt::format("... ({} more characters)", t.size() - max);
}

std::string TerminalReport::paint(const std::string& text, Verdict v) const {
    if (!m_colour) return text;
    const char* code = v == Verdict::AC ? "32" : v == Verdict::WA ? "31" : v == Verdict::CE ? "33" : "35";
    return fmt::format("\x1b[1;{}m{}\x1b[0m", code, text);
}

void TerminalReport::header(const Problem& problem, const std::string& solution, const Limits& limits,
                            std::size_t tests) const {
    fmt::print(m_out, "{} {}: {}\n", problem.id, problem.title, visible(solution));
    fmt::print(m_out, "{} tests, limits {} ms CPU, {} MiB\n", tests, limits.time_ms, limits.memory_mib);
}

void TerminalReport::compiled(const CompileResult& compile) const {
    if (compile.ok) {
        fmt::print(m_out, "compiled in {} ms{}\n\n", compile.ms, compile.cached ? " (cached)" : "");
    }
    std::fflush(m_out);
}

void TerminalReport::begin_table() const {
    fmt::print(m_out, "  {:<28} {:<7} {:>8} {:>8} {:>10}\n", "test", "verdict", "CPU ms", "ref ms", "memory");
    std::fflush(m_out);
}

void TerminalReport::test_row(const TestResult& r) const {
    std::string verdict = fmt::format("{:<7}", verdict_name(r.verdict));
    fmt::print(m_out, "  {:<28} {} {:>8} {:>8} {:>10}\n", visible(r.name), paint(verdict, r.verdict), r.run.cpu_us / 1000,
               r.ref_cpu_us >= 0 ? std::to_string(r.ref_cpu_us / 1000) : "-",
               fmt::format("{:.1f} MiB", static_cast<double>(r.run.memory_kib) / 1024.0));
    std::fflush(m_out);
}

void TerminalReport::summary(const SubmissionResult& s) const {
    if (!s.compile.ok) {
        fmt::print(m_out, "{}: {}\n\n{}\n", paint("CE", Verdict::CE), visible(s.compile.headline),
                   abbreviate(s.compile.log, 4000));
        fmt::print(m_out, "\n{}  compile error\n", paint("CE", Verdict::CE));
        return;
    }
    std::int64_t cpu_us = 0, peak = 0;
    for (const auto& t : s.tests) {
        cpu_us += t.run.cpu_us;
        peak = std::max(peak, t.run.memory_kib);
    }
    for (const auto& t : s.tests) {
        if (t.verdict == Verdict::AC) continue;
        fmt::print(m_out, "\nfirst failing test: {} ({}{}{})\n", visible(t.name), verdict_name(t.verdict),
                   t.reason.empty() ? "" : ": ", visible(t.reason));
        fmt::print(m_out, "  input:    {}\n", abbreviate(t.input, 300));
        if (t.expected_from == k_from_reference)
            fmt::print(m_out, "  expected (reference): {}\n", abbreviate(t.expected, 300));
        else
            fmt::print(m_out, "  expected: {}\n", abbreviate(t.expected, 300));
        fmt::print(m_out, "  got:      {}\n", t.got.empty() ? "(nothing)" : abbreviate(t.got, 300));
        if (!s.hint.empty()) fmt::print(m_out, "  why:      {}\n", visible(s.hint));
        if (!t.run.stderr_data.empty()) fmt::print(m_out, "  stderr:   {}\n", abbreviate(t.run.stderr_data, 600));
        break;
    }
    std::string stopped;
    if (static_cast<int>(s.tests.size()) < s.total)
        stopped =
            fmt::format(" (stopped at the first failure: {} not run)", s.total - static_cast<int>(s.tests.size()));
    fmt::print(m_out, "\n{}  {}/{} tests passed{}, CPU {} ms in all, peak {:.1f} MiB\n",
               paint(verdict_name(s.verdict), s.verdict), s.passed, s.total, stopped, cpu_us / 1000,
               static_cast<double>(peak) / 1024.0);
    if (s.time_ratio > 0)
        fmt::print(m_out, "{:.1f}x the CPU time of the reference ({}, timed here on the same tests)\n", s.time_ratio,
                   s.reference);
    if (s.time_rank && s.memory_rank)
        fmt::print(m_out,
                   "faster than {} of {} accepted solutions (the shipped ones and your earlier ones); less memory than "
                   "{} of {}\n",
                   s.time_rank->better_than, s.time_rank->of, s.memory_rank->better_than, s.memory_rank->of);
}

void write_json_report(const std::string& target, const nlohmann::json& doc) {
    // A submission's bytes need not be UTF-8: replaced (U+FFFD), never an error.
    std::string text = doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    write_report_file(target, text);
}

nlohmann::json submission_json(const SubmissionResult& s) {
    using nlohmann::json;
    json tests = json::array();
    for (const auto& t : s.tests) {
        tests.push_back({{"name", t.name},
                         {"verdict", verdict_name(t.verdict)},
                         {"reason", t.reason},
                         {"cpu_ms", t.run.cpu_us / 1000},
                         {"wall_ms", t.run.wall_us / 1000},
                         {"memory_kib", t.run.memory_kib},
                         {"exit_code", t.run.exit_code ? json(*t.run.exit_code) : json(nullptr)},
                         {"signal", t.run.signal ? json(signal_name(*t.run.signal)) : json(nullptr)},
                         {"ref_cpu_ms", t.ref_cpu_us >= 0 ? json(t.ref_cpu_us / 1000) : json(nullptr)},
                         {"expected", t.expected},
                         {"expected_from", t.expected_from},
                         {"got", t.got},
                         {"stderr", t.run.stderr_data}});
    }
    return {
        {"problem", s.problem},
        {"solution", s.solution},
        {"verdict", verdict_name(s.verdict)},
        {"passed", s.passed},
        {"total", s.total},
        {"run", s.tests.size()},
        {"hint", s.hint},
        {"reference", s.reference},
        {"time_ratio", s.time_ratio > 0 ? json(s.time_ratio) : json(nullptr)},
        {"rank", s.time_rank && s.memory_rank
                     ? json{{"time", {{"better_than", s.time_rank->better_than}, {"of", s.time_rank->of}}},
                            {"memory", {{"better_than", s.memory_rank->better_than}, {"of", s.memory_rank->of}}}}
                     : json(nullptr)},
        {"compile", {{"ok", s.compile.ok}, {"cached", s.compile.cached}, {"ms", s.compile.ms}, {"log", s.compile.log}}},
        {"limits", {{"time_ms", s.limits.time_ms}, {"memory_mib", s.limits.memory_mib}}},
        {"tests", tests}};
}

}  // namespace judge
