// judge verify [ID...]: the whole problem checked, a matrix of solutions by
// verdict, exit 1 on any discrepancy.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <thread>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "language.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "plural.hpp"
#include "safe_text.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "problem_tools.hpp"
#include "time_margins.hpp"
#include "verify.hpp"
#include "workspace.hpp"
#include "user_config.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct VerifyOptions {
    std::vector<std::string> problems;
    bool calibrate = false;
    bool write = false;
    int jobs = usable_cores();
    std::string compiler;
};

constexpr Verdict k_columns[] = {Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::MLE, Verdict::RE, Verdict::OLE};

std::string failing_tests(const SolutionReport& r) {
    std::string out;
    int shown = 0, count = 0;
    for (const auto& t : r.results) {
        if (t.verdict == Verdict::AC) continue;
        ++count;
        if (shown < 6) {
            out += (shown ? ", " : "") + on_terminal(t.name) +
                   (std::find(r.wants.begin(), r.wants.end(), t.verdict) != r.wants.end() ? "" : std::string(" (") + verdict_name(t.verdict) + ")");
            ++shown;
        }
    }
    if (count > shown) out += fmt::format(" and {} more", count - shown);
    return out;
}

// The margins table: each accepted solution's slowest test, each
// time_limit_exceeded/ one's test, as a share of its language's limit;
// false when one breaks its margin.
bool print_margins(const std::vector<TimeMargin>& margins) {
    if (margins.empty()) return true;
    fmt::print("\n  margins (accepted: at most {:.1f} of the limit; time_limit_exceeded: at least {:.1f} times it; the "
               "median of 3 runs where one is near)\n",
               k_accepted_share, k_too_slow_factor);
    fmt::print("  {:<40} {:<24} {:>9} {:>8} {:>6}\n", "solution", "test", "CPU", "limit", "ratio");
    bool ok = true;
    for (const auto& m : margins) {
        fmt::print("  {:<40} {:<24} {:>6} ms {:>5} ms {:>6}  {}\n", on_terminal(m.solution), on_terminal(m.test),
                   m.by_idle_clock ? std::string("-") : std::to_string(m.cpu_us / 1000), m.limit_ms, margin_cell(m),
                   m.ok ? "" : m.accepted ? "MARGIN: over half the limit" : "MARGIN: under twice the limit");
        ok &= m.ok;
    }
    return ok;
}

bool verify_problem(Session& session, const Problem& problem, int jobs) {
    auto start = std::chrono::steady_clock::now();
    ScratchDir scratch;
    std::vector<TestCase> tests = load_verified_tests(session, problem, scratch.path());
    ToolBox tools(session, problem, scratch.path());
    const std::unique_ptr<AnswerChecker> checker = with_unanswered(tools.checker(), problem);
    std::map<std::string, int> groups;
    for (const auto& t : tests)
        ++groups[t.name.bytes().substr(0, t.name.bytes().find('/'))];
    std::string group_list;
    for (const auto& [g, n] : groups)
        group_list += fmt::format("{}{} {}", group_list.empty() ? "" : ", ", n, on_terminal(OutsideText(g)));
    fmt::print("{} {}: {} valid ({})\n\n", problem.id, on_terminal(problem.title),
               counted(static_cast<std::int64_t>(tests.size()), "test", "tests"), group_list);
    fmt::print("  {:<40} {:<4} {:<4}", "solution", "want", "got");
    for (Verdict v : k_columns)
        fmt::print(" {:>4}", verdict_name(v));
    fmt::print(" {:>8}  {}\n", "max CPU", "rejected by");

    bool all_ok = true;
    std::vector<TimeMargin> margins;
    for (const fs::path& file : solution_files(problem)) {
        SolutionReport r = verify_solution(session, problem, *checker, file, tests, scratch.path(), jobs);
        if (auto m = time_margin(session, problem, *checker, r, tests)) margins.push_back(*m);
        std::map<Verdict, int> counts;
        std::int64_t max_cpu = 0;
        for (const auto& t : r.results) {
            ++counts[t.verdict];
            max_cpu = std::max(max_cpu, t.run.cpu_us / 1000);
        }
        fmt::print("  {:<40} {:<4} {:<4}", on_terminal(r.name), wanted_name(r.wants), verdict_name(r.got));
        for (Verdict v : k_columns)
            fmt::print(" {:>4}", counts[v]);
        std::string note = r.got == Verdict::CE ? r.compile_headline : failing_tests(r);
        if (r.results.size() < tests.size() && r.got != Verdict::CE)
            note += fmt::format(" [stopped; {} not run]",
                                counted(static_cast<std::int64_t>(tests.size() - r.results.size()), "test", "tests"));
        fmt::print(" {:>5} ms  {}{}\n", max_cpu, r.ok ? "" : "MISMATCH: ", visible(note));
        all_ok &= r.ok;
        // A verdict that would change within 25% of the limit is luck, not a
        // verdict; a run the judge stopped at the limit says nothing of how
        // long it would have taken.
        const int limit_ms = r.compiled.ok ? limits_for(problem.limits, r.compiled).time_ms : problem.limits.time_ms;
        const std::int64_t limit_us = static_cast<std::int64_t>(limit_ms) * 1000;
        for (const auto& t : r.results)
            if (t.run.cpu_us * 4 >= limit_us * 3 && t.run.cpu_us * 4 <= limit_us * 5 && !t.run.cpu_timeout &&
                !t.run.wall_timeout && !t.run.idle_timeout)
                fmt::print(
                    "  warning: {} on {}: {} ms of CPU is within 25% of the {} ms limit: sensitive to the time "
                    "limit\n",
                    on_terminal(r.name), on_terminal(t.name), t.run.cpu_us / 1000, limit_ms);
    }
    all_ok &= print_margins(margins);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print("\nverify {}: {} ({:.1f} s)\n\n", problem.id, all_ok ? "OK" : "FAILED", seconds);
    return all_ok;
}

// Kattis-style: the slowest accepted CPU time on any test (median of three
// runs), times the problem's multiplier, and never below its floor; for
// each language with accepted solutions (Python's own limit from the
// Python ones: python3_time_ms).
int calibrate_problem(Session& session, const Problem& problem, bool write) {
    ScratchDir scratch;
    std::vector<TestCase> tests = load_verified_tests(session, problem, scratch.path());
    ToolBox tools(session, problem, scratch.path());
    const std::unique_ptr<AnswerChecker> checker = with_unanswered(tools.checker(), problem);
    for (Language language : {Language::cpp, Language::python3}) {
        std::int64_t slowest = 0;
        std::string where;
        bool any = false;
        for (const fs::path& file : solution_files(problem)) {
            if (file.parent_path().filename() != "accepted" || language_of(file) != language) continue;
            any = true;
            std::map<std::string, std::vector<std::int64_t>> samples;
            for (int run = 0; run < 3; ++run) {
                SolutionReport r = verify_solution(session, problem, *checker, file, tests, scratch.path(), 1);
                for (const auto& t : r.results)
                    samples[t.name.bytes()].push_back(t.run.cpu_us);
            }
            for (auto& [name, v] : samples) {
                std::sort(v.begin(), v.end());
                if (v[v.size() / 2] > slowest) {
                    slowest = v[v.size() / 2];
                    where = on_terminal(OutsideText(file.filename().string())) + " on " + on_terminal(OutsideText(name));
                }
            }
        }
        if (!any) continue;
        const bool python = language == Language::python3;
        const char* key = python ? "python3_time_ms" : "time_ms";
        const int now = limits_for(problem.limits, language).time_ms;
        const int proposed = static_cast<int>(std::max<std::int64_t>(
            (slowest * problem.limits.calibrate_multiplier + 999) / 1000, problem.limits.calibrate_floor_ms));
        fmt::print("{} {}{}: slowest accepted {:.1f} ms ({}); proposed {} max({} x {:.1f}, {}) = {} ms (now {} ms)\n",
                   problem.id, on_terminal(problem.title), python ? " (Python 3)" : "",
                   static_cast<double>(slowest) / 1000.0, where, python ? "python3_time_ms" : "time limit",
                   problem.limits.calibrate_multiplier,
                   static_cast<double>(slowest) / 1000.0, problem.limits.calibrate_floor_ms, proposed, now);
        if (write && proposed != now) {
            fs::path toml = problem.dir / "problem.toml";
            std::optional<std::string> updated =
                with_time_limit(read_text_file(toml, "problem metadata"), proposed, key);
            if (!updated) throw JudgeError(toml.string() + ": no time_ms line under [limits] to update");
            write_text_file(toml, *updated);
            fmt::print("wrote {} = {} to {}\n", key, proposed, toml.string());
        }
    }
    return 0;
}

int run_verify(const VerifyOptions& opt) {
    Session session = open_session();
    session.compiler = chosen_compiler(opt.compiler);
    std::vector<Problem> problems;
    if (opt.problems.empty()) problems = list_problems(session.root);
    for (const auto& id : opt.problems)
        problems.push_back(find_problem(session.root, id));
    if (opt.calibrate) {
        for (const auto& p : problems)
            calibrate_problem(session, p, opt.write);
        return 0;
    }
    if (opt.jobs > usable_cores()) fmt::print("{}\n\n", jobs_capped_note(opt.jobs));
    bool ok = true;
    for (const auto& p : problems)
        ok &= verify_problem(session, p, opt.jobs);
    return ok ? 0 : 1;
}

}  // namespace

CommandSpec verify_command() {
    auto opt = std::make_shared<VerifyOptions>();
    return {"verify",
            "Check a problem: tests valid, accepted solutions AC, others their folder's verdict",
            "Example:\n  bin/judge verify 913\n  bin/judge verify            # every problem\n"
            "  bin/judge verify 1728 --calibrate --write\n  bin/judge verify --compiler gcc   # every solution under g++",
            {
                {"id", &opt->problems, "problem ids (default: all)"},
                {"--jobs", &opt->jobs, "tests run at once (default and most: the cores this judge may use)", false,
                 {whole_number(1, 256, "numbers of tests at once")}},
                {"--calibrate", &opt->calibrate,
                 "propose a time limit from the accepted solutions' CPU times"},
                {"--write", &opt->write, "with --calibrate: store the proposal in problem.toml"},
                compiler_option(&opt->compiler),
            },
            [opt] { return run_verify(*opt); }};
}

}  // namespace judge
