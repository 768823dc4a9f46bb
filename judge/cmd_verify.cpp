// judge verify [ID...]: the whole problem checked, a matrix of solutions by
// verdict, exit 1 on any discrepancy.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <thread>

#include "commands.hpp"
#include "error.hpp"
#include "verify.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct VerifyOptions {
    std::vector<std::string> problems;
    int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
};

constexpr Verdict k_columns[] = {Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::MLE, Verdict::RE, Verdict::OLE};

std::string failing_tests(const SolutionReport& r) {
    std::string out;
    int shown = 0, count = 0;
    for (const auto& t : r.results) {
        if (t.verdict == Verdict::AC) continue;
        ++count;
        if (shown < 6) {
            out += (shown ? ", " : "") + t.name +
                   (t.verdict == r.want ? "" : std::string(" (") + verdict_name(t.verdict) + ")");
            ++shown;
        }
    }
    if (count > shown) out += fmt::format(" and {} more", count - shown);
    return out;
}

bool verify_problem(Session& session, const Problem& problem, int jobs) {
    auto start = std::chrono::steady_clock::now();
    ScratchDir scratch;
    std::vector<TestCase> tests = load_verified_tests(session, problem, scratch.path());
    std::map<std::string, int> groups;
    for (const auto& t : tests)
        ++groups[t.name.substr(0, t.name.find('/'))];
    std::string group_list;
    for (const auto& [g, n] : groups)
        group_list += fmt::format("{}{} {}", group_list.empty() ? "" : ", ", n, g);
    fmt::print("{} {}: {} tests valid ({})\n\n", problem.id, problem.title, tests.size(), group_list);
    fmt::print("  {:<40} {:<4} {:<4}", "solution", "want", "got");
    for (Verdict v : k_columns)
        fmt::print(" {:>4}", verdict_name(v));
    fmt::print(" {:>8}  {}\n", "max CPU", "rejected by");

    bool all_ok = true;
    for (const fs::path& file : solution_files(problem)) {
        SolutionReport r = verify_solution(session, problem, file, tests, scratch.path(), jobs);
        std::map<Verdict, int> counts;
        std::int64_t max_cpu = 0;
        for (const auto& t : r.results) {
            ++counts[t.verdict];
            max_cpu = std::max(max_cpu, t.run.cpu_us / 1000);
        }
        fmt::print("  {:<40} {:<4} {:<4}", r.name, verdict_name(r.want), verdict_name(r.got));
        for (Verdict v : k_columns)
            fmt::print(" {:>4}", counts[v]);
        std::string note = r.got == Verdict::CE ? r.compile_headline : failing_tests(r);
        if (r.results.size() < tests.size() && r.got != Verdict::CE)
            note += fmt::format(" [stopped; {} tests not run]", tests.size() - r.results.size());
        fmt::print(" {:>5} ms  {}{}\n", max_cpu, r.ok ? "" : "MISMATCH: ", note);
        all_ok &= r.ok;
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print("\nverify {}: {} ({:.1f} s)\n\n", problem.id, all_ok ? "OK" : "FAILED", seconds);
    return all_ok;
}

int run_verify(const VerifyOptions& opt) {
    Session session = open_session();
    std::vector<Problem> problems;
    if (opt.problems.empty()) problems = list_problems(session.root);
    for (const auto& id : opt.problems)
        problems.push_back(find_problem(session.root, id));
    bool ok = true;
    for (const auto& p : problems)
        ok &= verify_problem(session, p, opt.jobs);
    return ok ? 0 : 1;
}

}  // namespace

void add_verify_command(CLI::App& app, Action& action) {
    auto opt = std::make_shared<VerifyOptions>();
    CLI::App* cmd = app.add_subcommand(
        "verify", "Check a problem: tests valid, accepted solutions AC, others their folder's verdict");
    cmd->footer("Example:\n  bin/judge verify 913\n  bin/judge verify            # every problem");
    cmd->add_option("id", opt->problems, "problem ids (default: all)");
    cmd->add_option("--jobs", opt->jobs, "tests run at once")->check(CLI::Range(1, 256));
    cmd->callback([opt, &action] { action = [opt] { return run_verify(*opt); }; });
}

}  // namespace judge
