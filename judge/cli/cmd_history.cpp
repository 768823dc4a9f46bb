// judge history [ID] [--json F|-] [--show K]: every submission, or one in full.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <limits>
#include <memory>

#include "cli_words.hpp"
#include "commands.hpp"
#include "comparison.hpp"
#include "error.hpp"
#include "history.hpp"
#include "problem.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {

namespace {

struct HistoryOptions {
    std::string problem, json;
    std::int64_t show = 0;
};

nlohmann::json entry_json(const HistoryEntry& e) {
    nlohmann::json j = {{"id", e.id},         {"time", e.time},       {"problem", e.problem},
                        {"file", e.file},     {"verdict", e.verdict}, {"passed", e.passed},
                        {"total", e.total},   {"cpu_ms", e.cpu_ms},   {"source_hash", e.source_hash},
                        {"cpu_us", e.cpu_us}, {"mode", e.mode}};
    if (!e.source.empty()) {
        j["source"] = e.source;
        j["tests"] = nlohmann::json::array();
        for (const auto& t : e.tests)
            j["tests"].push_back({{"name", t.name},
                                  {"verdict", t.verdict},
                                  {"reason", t.reason},
                                  {"cpu_ms", t.cpu_ms},
                                  {"cpu_us", t.cpu_us},
                                  {"memory_kib", t.memory_kib}});
    }
    return j;
}

int run_history(const HistoryOptions& opt) {
    // A problem the judge does not know is a mistake, not an empty history.
    if (!opt.problem.empty()) find_problem(project_root(), opt.problem);
    History history(default_history_file());
    std::FILE* out = !opt.json.empty() && names_stdout(opt.json) ? stderr : stdout;
    if (opt.show > 0) {
        auto e = history.find(opt.show);
        if (!e) throw JudgeError("no submission " + std::to_string(opt.show) + " in the history");
        fmt::print(out, "#{} {} problem {} {}: {} {}/{} tests, CPU {} in all ({} mode)\n\n", e->id, visible(e->time),
                   visible(e->problem), visible(e->file), visible(e->verdict), e->passed, e->total, format_cpu(e->cpu_us),
                   visible(e->mode));
        for (const auto& t : e->tests)
            if (t.verdict != "AC") fmt::print(out, "  {} {} {}\n", visible(t.name), visible(t.verdict), visible(t.reason));
        fmt::print(out, "\n{}", visible(e->source));
        if (!opt.json.empty()) write_json_report(opt.json, entry_json(*e));
        return 0;
    }
    auto entries = history.list(opt.problem);
    fmt::print(out, "{:>4}  {:<20}  {:<7} {:<7} {:>9}  {}\n", "#", "time (UTC)", "problem", "verdict", "passed",
               "file");
    nlohmann::json all = nlohmann::json::array();
    for (const auto& e : entries) {
        fmt::print(out, "{:>4}  {:<20}  {:<7} {:<7} {:>9}  {}\n", e.id, visible(e.time), visible(e.problem), visible(e.verdict),
                   fmt::format("{}/{}", e.passed, e.total), visible(e.file));
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
            "Example:\n  bin/judge history\n  bin/judge history 913 --json -\n  bin/judge history --show 3",
            {
                {"id", &opt->problem, "only this problem"},
                {"--show", &opt->show, "print submission K with its source", false,
                 {whole_number(1, std::numeric_limits<std::int64_t>::max(), "submission numbers")}},
                {"--json", &opt->json, "write JSON to FILE, or - for stdout", false, {report_target()}},
            },
            [opt] { return run_history(*opt); }};
}

}  // namespace judge
