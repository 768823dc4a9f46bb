// judge run FILE [--input F|FOLDER|-]: LeetCode's "Run code". An input may
// hold several cases, as LeetCode's test box does; a folder gives every .in
// in it. Each case is checked against the statement first; then the
// solution's output, the expected one from the problem's reference solution,
// the verdict, CPU time and memory.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <iostream>
#include <iterator>
#include <memory>

#include "cli_words.hpp"
#include "commands.hpp"
#include "comparison.hpp"
#include "error.hpp"
#include "problem_tools.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "test_box.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct RunOptions {
    std::string file, problem, input, json;
};

// The cases of one input text, named after it ("case.in", or "case.in#2" when
// it holds several); each case's file names the line where it starts.
void add_cases(std::vector<TestCase>& cases, const Problem& problem, const std::string& name, const std::string& file,
               const std::string& text) {
    auto split = split_cases(problem, text, file);
    for (std::size_t i = 0; i < split.size(); ++i) {
        const bool many = split.size() > 1;
        cases.push_back({many ? name + "#" + std::to_string(i + 1) : name,
                         many ? file + ":" + std::to_string(split[i].line) : file, split[i].input, ""});
    }
}

int run_run(const RunOptions& opt) {
    Session session = open_session();
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);

    // The inputs: the ones given (a file, a folder of .in files, or - for
    // stdin), else the examples.
    std::vector<TestCase> cases;
    if (opt.input == "-") {
        add_cases(cases, problem, "stdin", "stdin", read_input(opt.input));
    } else if (!opt.input.empty() && fs::is_directory(opt.input)) {
        for (const auto& f : discover_tests(opt.input, Answers::optional))
            add_cases(cases, problem, f.name, f.input.string(), read_text_file(f.input, "input"));
    } else if (!opt.input.empty()) {
        add_cases(cases, problem, fs::path(opt.input).filename().string(), opt.input, read_input(opt.input));
    } else {
        for (const auto& f : discover_tests(problem.tests / "examples"))
            cases.push_back({f.name, f.input, read_text_file(f.input, "test input"), ""});
    }
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    std::vector<ToolBox::NamedInput> inputs;
    for (const auto& c : cases)
        inputs.push_back({c.input, c.input_file.string()});
    tools.validate(inputs);
    for (auto& c : cases)
        c.expected = tools.reference_answer(c.input, c.input_file.string());

    CompileResult compiled =
        compile_solution(*session.sandbox, *session.cache, problem,
                         {fs::absolute(opt.file), opt.file, session.runtime_header(), scratch.path()});
    nlohmann::json doc = {{"problem", problem.id},
                          {"solution", opt.file},
                          {"compile", {{"ok", compiled.ok}, {"cached", compiled.cached}, {"log", compiled.log}}}};
    std::FILE* out = !opt.json.empty() && names_stdout(opt.json) ? stderr : stdout;
    int status = 0;
    if (!compiled.ok) {
        fmt::print(out, "CE: {}\n\n{}\n", visible(compiled.headline), abbreviate(compiled.log, 4000));
        doc["verdict"] = "CE";
        status = 1;
    } else {
        auto results =
            grade_tests(*session.sandbox, compiled.binary, problem, problem.limits, cases, {});
        nlohmann::json runs = nlohmann::json::array();
        for (const auto& r : results) {
            if (results.size() > 1) fmt::print(out, "{}:\n", visible(r.name));
            fmt::print(out, "{}", labelled("input", abbreviate(r.input, 600)));
            fmt::print(out, "{}", labelled("output", r.got.empty() ? "(nothing)" : abbreviate(r.got, 600)));
            fmt::print(out, "{}",
                       labelled("expected", abbreviate(r.expected, 600) + "   (from " +
                                                problem.tools.reference.filename().string() + ")"));
            // A TLE's reason already names the CPU time.
            const std::string cpu = r.verdict == Verdict::TLE ? "" : ", CPU " + format_cpu(r.run.cpu_us);
            fmt::print(out, "{}",
                       labelled("verdict", fmt::format("{}{}{}{}, memory {:.1f} MiB", verdict_name(r.verdict),
                                                       r.reason.empty() ? "" : ": ", visible(r.reason), cpu,
                                                       static_cast<double>(r.run.memory_kib) / 1024.0)));
            if (!r.run.stderr_data.empty())
                fmt::print(out, "{}", labelled(k_printed_label, abbreviate(r.run.stderr_data, 600)));
            runs.push_back({{"name", r.name},
                            {"input", r.input},
                            {"output", r.got},
                            {"expected", r.expected},
                            {"verdict", verdict_name(r.verdict)},
                            {"cpu_ms", r.run.cpu_us / 1000},
                            {"cpu_us", r.run.cpu_us},
                            {"memory_kib", r.run.memory_kib},
                            {"stderr", r.run.stderr_data}});
            if (r.verdict != Verdict::AC) status = 1;
        }
        // The first run's fields at the top level: one input is the usual case.
        for (const char* key : {"output", "expected", "verdict", "cpu_ms", "cpu_us", "memory_kib"})
            doc[key] = runs[0][key];
        doc["runs"] = runs;
    }
    if (!opt.json.empty()) write_json_report(opt.json, doc);
    return status;
}

}  // namespace

CommandSpec run_command() {
    auto opt = std::make_shared<RunOptions>();
    return {"run",
            "Run a solution on your own input and compare with the reference",
            "Example:\n  bin/judge run my.cpp --problem 913 --input case.in\n"
            "  echo '[[1,3],[0],[3],[0,2]]' | bin/judge run 913-mine.cpp --input -\n"
            "  bin/judge run my.cpp --problem 1728            # the examples\n"
            "  bin/judge run my.cpp --problem 913 --input mycases/   # every .in in the folder",
            {
                solution_argument(&opt->file),
                problem_option(&opt->problem),
                {"--input", &opt->input,
                 "an input file in LeetCode syntax (one case, or several one after another as in LeetCode's test "
                 "box), a folder of .in files, or - for stdin (default: the examples)"},
                {"--json", &opt->json, "write a JSON report to FILE, or - for stdout", false, {report_target()}},
            },
            [opt] { return run_run(*opt); }};
}

}  // namespace judge
