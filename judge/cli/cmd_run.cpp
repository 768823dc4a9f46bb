// judge run FILE [--input F|FOLDER|-]: LeetCode's "Run code". An input may
// hold several cases, as LeetCode's test box does; a folder gives every .in
// in it. Each case is checked against the statement first; then the
// solution's output, the expected one from the problem's reference solution,
// the verdict, CPU time and memory.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <iostream>
#include <iterator>
#include <memory>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "comparison.hpp"
#include "all_problems.hpp"
#include "error.hpp"
#include "problem_tools.hpp"
#include "replace_all.hpp"
#include "report.hpp"
#include "submit_steps.hpp"
#include "sanitized_rerun.hpp"
#include "diagnosis_text.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "user_config.hpp"
#include "status_line.hpp"
#include "test_box.hpp"
#include "test_set.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct RunOptions {
    std::string file, problem, input, json, compiler, lang;
    bool sanitize = false;
};

// The cases of one input text, named after it ("case.in", or "case.in#2" when
// it holds several); each case's file names the line where it starts.
void add_cases(std::vector<TestCase>& cases, const Problem& problem, const std::string& name, const std::string& file,
               const std::string& text) {
    auto split = split_cases(problem, text, file);
    for (std::size_t i = 0; i < split.size(); ++i) {
        const bool many = split.size() > 1;
        // No answer file: the expected answer is the reference's.
        cases.push_back({OutsideText(many ? name + "#" + std::to_string(i + 1) : name),
                         many ? file + ":" + std::to_string(split[i].line) : file, split[i].input, "",
                         k_from_reference});
    }
}

int run_run(const RunOptions& opt) {
    status::Scope progress(status::mode_for(stderr, false));
    Session session = open_session();
    session.compiler = chosen_compiler(opt.compiler);
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);

    // The inputs: the ones given (a file, a folder of .in files, or - for
    // stdin), else the examples.
    // A file or folder is read as submit --tests reads it (load_cases): a
    // test box's cases, and the answers of an .ans beside an input.
    std::vector<TestCase> cases;
    const bool own = !opt.input.empty();
    if (opt.input == "-") {
        add_cases(cases, problem, "stdin", "stdin", read_input(opt.input));
    } else {
        const fs::path path = own ? resolve_test_path(problem.tests, opt.input) : problem.tests / "examples";
        std::vector<std::string> bad;
        std::vector<NotJudged> not_judged;
        const std::vector<TestFiles> files = discover_tests(path, Answers::optional, not_judged);
        say_not_judged(not_judged);
        for (const auto& f : files) try {
                for (auto& c : load_cases(problem, f))
                    cases.push_back(std::move(c));
            } catch (const JudgeError& e) {
                bad.push_back(e.what());
            }
        throw_if_any(bad, "bad input files");
    }
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    std::vector<ToolBox::NamedInput> inputs;
    for (const auto& c : cases)
        inputs.push_back({c.input, c.input_file.string()});
    tools.validate(inputs);
    if (own) tools.validate_answers(cases);
    // The expected answer: the user's .ans where there is one (and what the
    // reference says, when it disagrees), else the reference's.
    // An imported problem may have no reference: a case's .ans is its answer,
    // and a case without one is judged for its answer's type, time and crashes.
    const std::unique_ptr<AnswerChecker> checker = with_unanswered(tools.checker(), problem);
    std::vector<std::string> reference_says(cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        auto& c = cases[i];
        if (problem.tools.reference.empty()) {
            if (c.expected_from != k_from_answer_file) {
                c.expected_from = k_from_nothing;
                c.expected.clear();
            }
            continue;
        }
        if (c.expected_from == k_from_answer_file && !own) continue;  // the shipped examples' answers are verified
        const std::string theirs = tools.reference_answer(c.input, c.input_file.string());
        if (c.expected_from != k_from_answer_file)
            c.expected = theirs;
        else if (!checker->check(c.input, c.expected, theirs).ok)  // another right answer agrees
            reference_says[i] = theirs;
    }

    status::show("compiling " + opt.file);
    const CompileRequest request = session.compile_request(fs::absolute(opt.file), opt.file, scratch.path(), parse_language(opt.lang));
    CompileResult compiled = compile_solution(*session.sandbox, *session.cache, problem, request);
    nlohmann::json doc = {{"problem", problem.id},
                          {"solution", opt.file},
                          {"compile", {{"ok", compiled.ok}, {"cached", compiled.cached}, {"log", compiled.log}}}};
    std::FILE* out = !opt.json.empty() && names_stdout(opt.json) ? stderr : stdout;
    int status = 0;
    if (!compiled.ok) {
        judge::status::clear();
        fmt::print(out, "CE: {}\n\n{}\n", visible_line(compiled.headline, 300), indented(abbreviate(compiled.log, 4000), 2));
        doc["verdict"] = "CE";
        status = 1;
    } else {
        judge::status::show(cases.size() == 1 ? std::string("running it") : "running it on " + std::to_string(cases.size()) + " cases");
        auto results =
            grade_tests(*session.sandbox, compiled.program(), *checker, limits_for(problem.limits, compiled), cases, {});
        // As submit does: the first crash explained by the sanitized
        // re-run; with --sanitize, the first failure whatever its verdict.
        explain_first_failure(session, problem, request, limits_for(problem.limits, compiled), results, opt.sanitize);
        judge::status::clear();
        nlohmann::json runs = nlohmann::json::array();
        for (std::size_t i = 0; i < results.size(); ++i) {
            const TestResult& r = results[i];
            const TestCase& c = cases[i];
            if (results.size() > 1) fmt::print(out, "{}:\n", on_terminal(r.name));
            fmt::print(out, "{}", labelled("input", abbreviate(r.input, 600)));
            fmt::print(out, "{}", labelled("output", r.got.empty() ? "(nothing)" : abbreviate(r.got, 600)));
            // A test of the problem's own (named as a report names it) has
            // the problem's answer, not the user's.
            const auto in_set = path_in_set(c.input_file, problem.tests);
            const std::string from = c.expected_from == k_from_nothing ? std::string("no answer known, no reference: its type judged")
                                     : c.expected_from != k_from_answer_file ? problem.tools.reference.filename().string()
                                     : in_set       ? fs::path(*in_set).replace_extension(".ans").string()
                                     : own          ? "your .ans"
                                                    : c.name.bytes() + ".ans";
            fmt::print(out, "{}", labelled("expected", abbreviate(r.expected, 600) + "   (from " + on_terminal(from) + ")"));
            if (!reference_says[i].empty())
                fmt::print(out, "{}",
                           labelled("note", "your .ans disagrees with the reference solution, which gives " +
                                                abbreviate(reference_says[i], 300)));
            if (r.verdict == Verdict::WA) {
                // The game behind the right answer, in a line, as submit shows it.
                if (const std::string why = tools.why_line(r.got, r.input); !why.empty())
                    fmt::print(out, "{}", labelled("why", visible(why)));
            }
            // A TLE's reason already names the CPU time.
            const std::string cpu = r.verdict == Verdict::TLE ? "" : ", CPU " + format_cpu(r.run.cpu_us);
            fmt::print(out, "{}",
                       labelled("verdict", fmt::format("{}{}{}{}, memory {:.1f} MiB", verdict_name(r.verdict),
                                                       r.reason.empty() ? "" : ": ", visible_line(r.reason, 300), cpu,
                                                       static_cast<double>(r.run.memory_kib) / 1024.0)));
            if (!r.run.stderr_data.empty())
                fmt::print(out, "{}", labelled(k_printed_label, abbreviate(r.run.stderr_data, 600)));
            if (r.diagnosis || !r.diagnosis_note.empty()) fmt::print(out, "{}", diagnosis_lines(r));
            runs.push_back({{"name", in_json(r.name)},
                            {"input", r.input},
                            {"output", r.got},
                            {"expected", r.expected},
                            {"expected_from", from},
                            {"reference_answer", reference_says[i].empty() ? nlohmann::json(nullptr)
                                                                           : nlohmann::json(reference_says[i])},
                            {"verdict", verdict_name(r.verdict)},
                            {"cpu_ms", r.run.cpu_us / 1000},
                            {"cpu_us", r.run.cpu_us},
                            {"memory_kib", r.run.memory_kib},
                            {"stderr", r.run.stderr_data}});
            add_diagnosis_json(runs.back(), r);
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
                compiler_option(&opt->compiler),
                lang_option(&opt->lang),
                {"--input", &opt->input,
                 "an input file in LeetCode syntax (one case, or several one after another as in LeetCode's test "
                 "box; an .ans beside it gives the expected answers), a folder of .in files, a test's name "
                 "(hack/cap2-n8), or - for stdin (default: the examples)"},
                {"--json", &opt->json, "write a JSON report to FILE, or - for stdout", false, {report_target()}},
                {"--sanitize", &opt->sanitize,
                 "explain the first failing case with AddressSanitizer and UBSan, whatever its verdict (a crash is "
                 "explained without it)"},
            },
            [opt] { return run_run(*opt); }};
}

}  // namespace judge
