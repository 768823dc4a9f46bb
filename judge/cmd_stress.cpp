// judge stress FILE: inputs from the problem's generator until FILE and the
// reference disagree; then the input is shrunk, one step at a time, while
// the disagreement stays, and saved as a test.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <memory>
#include <optional>

#include "commands.hpp"
#include "error.hpp"
#include "problem_tools.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct StressOptions {
    std::string file, problem, json;
    double seconds = 30;
    std::uint64_t seed = 0;
    bool seed_given = false;
};

int run_stress(const StressOptions& opt) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    Session session = open_session();
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file");
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    CompileResult compiled =
        compile_solution(*session.runner, *session.cache, problem,
                         {fs::absolute(opt.file), opt.file, session.runtime_header(), scratch.path()});
    if (!compiled.ok) {
        fmt::print(stderr, "CE: {}\n", visible(compiled.headline));
        return 1;
    }
    std::uint64_t seed = opt.seed_given ? opt.seed : static_cast<std::uint64_t>(std::time(nullptr));

    // One input: its reference answer, and how FILE does on it.
    auto judge_input = [&](const std::string& input, const std::string& name) {
        TestCase test{name, name, input, tools.reference_answer(input, name)};
        return grade_tests(*session.runner, compiled.binary, scratch.path(), problem, problem.limits, {test}, {})[0];
    };

    long cases = 0;
    std::optional<TestResult> failure;
    std::uint64_t failing_seed = 0;
    while (std::chrono::duration<double>(clock::now() - start).count() < opt.seconds) {
        std::uint64_t s = seed + static_cast<std::uint64_t>(cases);
        std::string name = fmt::format("generated (seed {})", s);
        std::string input = tools.generate({"stress", std::to_string(s)});
        tools.validate(input, name);
        TestResult r = judge_input(input, name);
        ++cases;
        if (r.verdict != Verdict::AC) {
            failure = std::move(r);
            failing_seed = s;
            break;
        }
    }
    const double searched = std::chrono::duration<double>(clock::now() - start).count();
    nlohmann::json doc = {{"found", failure.has_value()}, {"cases", cases}, {"seed", seed}};
    if (!failure) {
        doc["seconds"] = searched;
        fmt::print("no difference in {} cases ({:.1f} s, seeds {}..{})\n", cases, searched, seed, seed + cases);
        if (!opt.json.empty()) write_json_report(opt.json, doc);
        return 0;
    }

    // Shrink: take the first smaller input that still fails, until none does.
    const std::size_t original = failure->input.size();
    int steps = 0;
    for (bool smaller = true; smaller;) {
        smaller = false;
        for (const std::string& candidate : tools.shrink(failure->input)) {
            try {
                tools.validate(candidate, "shrunk input");
            } catch (const JudgeError&) {
                continue;  // the generator offered an input the statement forbids
            }
            TestResult r = judge_input(candidate, "shrunk input");
            if (r.verdict != Verdict::AC) {
                failure = std::move(r);
                smaller = true;
                ++steps;
                break;
            }
        }
    }
    fs::path dir = fs::path("stress-" + problem.id);
    fs::create_directories(dir);
    fs::path saved = dir / (std::to_string(failing_seed) + ".in");
    write_text_file(saved, failure->input);
    write_text_file(fs::path(saved).replace_extension(".ans"), failure->expected + "\n");
    const double seconds = std::chrono::duration<double>(clock::now() - start).count();

    fmt::print("{} on case {} (seed {}) after {:.1f} s; shrunk in {} steps from {} to {} characters:\n\n{}\n",
               verdict_name(failure->verdict), cases, failing_seed, searched, steps, original, failure->input.size(),
               failure->input);
    fmt::print("expected: {}\ngot:      {}{}{}\n", visible(failure->expected), failure->got.empty() ? "(nothing)" : visible(failure->got),
               failure->reason.empty() ? "" : "   (", failure->reason.empty() ? "" : failure->reason + ")");
    fmt::print("saved as {} (+ .ans): bin/judge submit {} --tests {}\n", saved.string(), opt.file, saved.string());
    doc.update({{"input", failure->input},
                {"expected", failure->expected},
                {"got", failure->got},
                {"verdict", verdict_name(failure->verdict)},
                {"seconds", seconds},
                {"saved", saved.string()},
                {"seed", failing_seed}});
    if (!opt.json.empty()) write_json_report(opt.json, doc);
    return 1;
}

}  // namespace

void add_stress_command(CLI::App& app, Action& action) {
    auto opt = std::make_shared<StressOptions>();
    CLI::App* cmd =
        app.add_subcommand("stress", "Generate inputs until a solution and the reference disagree, then shrink");
    cmd->footer(
        "Example:\n  bin/judge stress my.cpp --problem 913 --seconds 60\n  bin/judge stress 1728-mine.cpp --seed 7 "
        "--json -");
    cmd->add_option("file", opt->file, "the solution")->required();
    cmd->add_option("--problem", opt->problem, "problem id (inferred from the path when it names one)");
    cmd->add_option("--seconds", opt->seconds, "how long to search (default 30)")->check(CLI::Range(0.1, 86400.0));
    cmd->add_option("--seed", opt->seed, "the first generator seed (default: the time)")
        ->each([opt](const std::string&) { opt->seed_given = true; });
    cmd->add_option("--json", opt->json, "write a JSON report to FILE, or - for stdout");
    cmd->callback([opt, &action] { action = [opt] { return run_stress(*opt); }; });
}

}  // namespace judge
