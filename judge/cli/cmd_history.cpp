// judge history [ID] [--json F|-] [--show K]: every submission, or one in full.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <limits>
#include <map>
#include <memory>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "comparison.hpp"
#include "error.hpp"
#include "history.hpp"
#include "problem.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "replace_all.hpp"
#include "side_by_side.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {

namespace {

// A source as its editor shows it: a byte-order mark and CRLF line ends are
// the file's encoding, not its text (else every line would end in ^M).
std::string as_written(const std::string& source) {
    std::string text(without_bom(source));
    replace_all(text, "\r\n", "\n");
    return text;
}

struct HistoryOptions {
    std::string problem, json;
    std::int64_t show = 0;
    std::int64_t diff = 0;
};

// A submission number given as the positional argument (--diff A B's B).
std::int64_t submission_number(const std::string& text) {
    std::size_t used = 0;
    long long n = 0;
    try {
        n = std::stoll(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (text.empty() || used != text.size() || n < 1)
        throw JudgeError("history --diff A B: B must be a submission number (see judge history), not '" +
                         visible(text) + "'");
    return n;
}

// " (custom tests, limits 5000 ms, 256 MiB)", or "" when judged as the problem says.
std::string how_judged(const HistoryEntry& e) {
    const std::string how = judged_as(e);
    return how.empty() ? "" : " (" + visible(how) + ")";
}

HistoryEntry entry_or_error(const History& history, std::int64_t id) {
    auto e = history.find(id);
    if (!e) throw JudgeError("no submission " + std::to_string(id) + " in the history");
    return *e;
}

// Two submissions: their verdicts, the tests whose verdict changed, and the
// sources side by side.
int run_diff(const History& history, std::int64_t a_id, std::int64_t b_id) {
    const HistoryEntry a = entry_or_error(history, a_id), b = entry_or_error(history, b_id);
    for (const auto* e : {&a, &b})
        fmt::print("#{} {} problem {} {}: {} {}/{} tests, CPU {}{}\n", e->id, e->time, e->problem, on_terminal(e->file),
                   e->verdict, e->passed, e->total, format_cpu(e->cpu_us), how_judged(*e));
    // Two problems' tests share names ("example-1") but not inputs: not compared.
    const bool same_problem = a.problem == b.problem;
    if (!same_problem)
        fmt::print("\n(#{} and #{} are submissions to different problems: their tests are not compared, only the sources)\n",
                   a.id, b.id);
    std::map<std::string, std::string> before;
    for (const auto& t : a.tests)
        before[t.name.bytes()] = t.verdict;
    std::vector<std::string> changed;
    for (const auto& t : b.tests)
        if (auto it = before.find(t.name.bytes()); same_problem && it != before.end() && it->second != t.verdict)
            changed.push_back(fmt::format("  {}: {} -> {}", on_terminal(t.name), it->second, t.verdict));
    if (!changed.empty()) {
        fmt::print("\ntests whose verdict changed from #{} to #{}:\n", a.id, b.id);
        for (const auto& line : changed)
            fmt::print("{}\n", line);
    }
    fmt::print("\n{}", format_side_by_side(side_by_side(split_lines(as_written(a.source)),
                                                       split_lines(as_written(b.source))), 60));
    return 0;
}

nlohmann::json entry_json(const HistoryEntry& e) {
    nlohmann::json j = {{"id", e.id},         {"time", e.time},       {"problem", e.problem},
                        {"file", e.file},     {"verdict", e.verdict}, {"passed", e.passed},
                        {"total", e.total},   {"cpu_ms", e.cpu_ms},   {"source_hash", e.source_hash},
                        {"cpu_us", e.cpu_us}, {"mode", e.mode},       {"scope", e.scope},
                        {"sanitized", e.sanitized}};
    // Unknown in rows recorded before they were kept: left out, not guessed.
    if (!e.compiler.empty()) j["compiler"] = e.compiler;
    j["limits"] = e.limits.empty() ? nlohmann::json("problem") : nlohmann::json(e.limits);
    if (!e.source.empty()) {
        j["source"] = e.source;
        j["tests"] = nlohmann::json::array();
        for (const auto& t : e.tests)
            j["tests"].push_back({{"name", in_json(t.name)},
                                  {"verdict", t.verdict},
                                  {"reason", t.reason},
                                  {"cpu_ms", t.cpu_ms},
                                  {"cpu_us", t.cpu_us},
                                  {"memory_kib", t.memory_kib}});
    }
    return j;
}

int run_history(const HistoryOptions& opt) {
    if (opt.diff > 0) {
        if (opt.problem.empty()) throw JudgeError("history --diff A B: name two submissions (see judge history)");
        const std::int64_t b = submission_number(opt.problem);
        return run_diff(History(default_history_file()), opt.diff, b);
    }
    // A problem the judge does not know is a mistake, not an empty history.
    if (!opt.problem.empty()) find_problem(project_root(), opt.problem);
    History history(default_history_file());
    std::FILE* out = !opt.json.empty() && names_stdout(opt.json) ? stderr : stdout;
    if (opt.show > 0) {
        auto e = history.find(opt.show);
        if (!e) throw JudgeError("no submission " + std::to_string(opt.show) + " in the history");
        fmt::print(out, "#{} {} problem {} {}: {} {}/{} tests, CPU {} in all{}\n\n", e->id, visible(e->time),
                   on_terminal(e->problem), on_terminal(e->file), visible(e->verdict), e->passed, e->total,
                   format_cpu(e->cpu_us), how_judged(*e));
        for (const auto& t : e->tests)
            if (t.verdict != "AC") fmt::print(out, "  {} {} {}\n", on_terminal(t.name), visible(t.verdict), visible_line(t.reason, 300));
        fmt::print(out, "\n{}", visible(as_written(e->source)));
        if (!opt.json.empty()) write_json_report(opt.json, entry_json(*e));
        return 0;
    }
    auto entries = history.list(opt.problem);
    fmt::print(out, "{:>4}  {:<20}  {:<7} {:<7} {:>9}  {}\n", "#", "time (UTC)", "problem", "verdict", "passed",
               "file");
    nlohmann::json all = nlohmann::json::array();
    for (const auto& e : entries) {
        // A run on the user's own tests, or not as the problem says, is not
        // the problem's verdict: said beside it.
        fmt::print(out, "{:>4}  {:<20}  {:<7} {:<7} {:>9}  {}{}\n", e.id, visible(e.time), on_terminal(e.problem),
                   visible(e.verdict), fmt::format("{}/{}", e.passed, e.total), on_terminal(e.file), how_judged(e));
        all.push_back(entry_json(e));
    }
    if (entries.empty()) fmt::print(out, "(no submissions yet)\n");
    if (!opt.json.empty()) write_json_report(opt.json, all);
    return 0;
}

}  // namespace

CommandSpec history_command() {
    auto opt = std::make_shared<HistoryOptions>();
    return {"history",
            "Every submission: time, problem, file, verdict; or one in full",
            "Example:\n  bin/judge history\n  bin/judge history 913 --json -\n  bin/judge history --show 3\n"
            "  bin/judge history --diff 3 5",
            {
                {"id", &opt->problem, "only this problem"},
                {"--show", &opt->show, "print submission K with its source", false,
                 {whole_number(1, std::numeric_limits<std::int64_t>::max(), "submission numbers")}},
                {"--diff", &opt->diff,
                 "--diff A B: submissions A and B side by side (verdicts, tests that changed, sources)", false,
                 {whole_number(1, std::numeric_limits<std::int64_t>::max(), "submission numbers")}},
                {"--json", &opt->json, "write JSON to FILE, or - for stdout", false, {report_target()}},
            },
            [opt] { return run_history(*opt); }};
}

}  // namespace judge
