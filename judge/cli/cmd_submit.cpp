// judge submit FILE: compile, run every test, report, exit 0/1.
#include <fmt/format.h>

#include <optional>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <set>
#include <memory>
#include <mutex>

#include "build_cache.hpp"
#include "checker.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "comparison.hpp"
#include "compiler.hpp"
#include "constraint_spec.hpp"
#include "all_problems.hpp"
#include "error.hpp"
#include "grader.hpp"
#include "history.hpp"
#include "html_report.hpp"
#include "junit.hpp"
#include "problem_tools.hpp"
#include "reference_times.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "sanitized_all.hpp"
#include "sanitized_rerun.hpp"
#include "test_box.hpp"
#include "status_line.hpp"
#include "test_order.hpp"
#include "session.hpp"
#include "user_config.hpp"
#include "interrupts.hpp"
#include "plural.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"
#include "submit_options.hpp"
#include "submit_steps.hpp"

namespace judge {
namespace fs = std::filesystem;


int run_submit(const SubmitOptions& opt, SubmissionResult* judged) {
    // What it is doing while the user waits, on stderr (status_line.hpp).
    std::optional<status::Scope> progress;
    if (opt.own_status) progress.emplace(status::mode_for(stderr, opt.quiet));
    Session session = open_session();
    // --like-leetcode is LeetCode's compiler too, unless --compiler says otherwise.
    session.compiler = chosen_compiler(opt.like_leetcode && opt.compiler.empty() ? "clang" : opt.compiler);
    if (opt.like_leetcode) {
        if (opt.mode == "leetcode")
            throw JudgeError("--like-leetcode runs each test sanitized in a process of its own: not with --mode leetcode");
        if (std::string missing = sanitized_all_missing(session, session.compiler); !missing.empty())
            throw JudgeError("--like-leetcode: " + missing);
    }
    const fs::path& root = session.root;
    fs::path solution = fs::absolute(opt.file);
    Problem problem = find_problem(root, resolve_problem_id(opt.file, opt.problem));
    // Missing, empty or binary: exit 2 before any work. Kept for the history.
    // Read once: what is compiled and run is what the history keeps (and what
    // a class's grade hashed), whatever the file becomes meanwhile.
    const std::string source = opt.file_text ? *opt.file_text : read_text_file(opt.file, "solution file", true);

    const Language language = language_of(opt.file, parse_language(opt.lang));
    if (language == Language::python3 && opt.like_leetcode)
        throw JudgeError("--like-leetcode is C++'s sanitizers: a Python 3 solution is judged as it is");
    Limits limits = limits_for(problem.limits, language);
    if (opt.time_limit_ms > 0) limits.time_ms = opt.time_limit_ms;
    if (opt.memory_limit_mib > 0) limits.memory_mib = opt.memory_limit_mib;
    // The stack is memory too: under a lower --memory-limit it stays at most
    // half of it, so that a runaway recursion still meets the stack first (RE).
    if (limits.stack_mib > limits.memory_mib / 2 && opt.memory_limit_mib > 0)
        limits.stack_mib = std::max(1, limits.memory_mib / 2);

    std::vector<TestFiles> files;
    std::vector<NotJudged> not_judged;
    if (opt.tests.empty()) {
        // An imported problem's generated tests may have no answers yet.
        files = discover_tests(problem.tests, problem.imported ? Answers::optional : Answers::required, not_judged);
    } else {
        // A test as the report names it ("hack/cap2-n8") is found in the problem's set.
        std::vector<std::string> paths;
        for (const auto& t : opt.tests)
            paths.push_back(resolve_test_path(problem.tests, t).string());
        files = tests_from_paths(paths, not_judged);
        name_as_in_set(files, problem.tests);
    }
    say_not_judged(not_judged);
    // The report targets, before minutes of judging: one stdout at most, and
    // each other path a file in a folder that is there, never one it reads.
    std::vector<fs::path> inputs{solution};
    for (const auto& f : files) {
        inputs.push_back(f.input);
        if (!f.answer.empty()) inputs.push_back(f.answer);
    }
    check_report_targets({{"--json", opt.json}, {"--junit", opt.junit}, {"--html", opt.html}}, inputs);
    ScratchDir scratch;
    std::vector<TestCase> tests;
    std::vector<std::string> bad;  // every bad file named, not the first alone
    for (const auto& f : files) {
        try {
            for (auto& t : load_cases(problem, f))
                tests.push_back(std::move(t));
        } catch (const JudgeError& e) {
            bad.push_back(e.what());
            continue;
        }
        // An imported problem's generated tests have no answers until a
        // reference is named: judged for type, time, memory and crashes.
        if (tests.back().expected_from == k_from_reference && problem.tools.reference.empty() && problem.imported)
            tests.back().expected_from = k_from_nothing;
        else if (tests.back().expected_from == k_from_reference && problem.tools.reference.empty())
            bad.push_back(f.input.string() + ": test input has no answer file " +
                          fs::path(f.input).replace_extension(".ans").string() + ", and problem " + problem.id +
                          " has no reference solution to compute it");
    }
    throw_if_any(bad, "bad test files");
    ToolBox tools(session, problem, scratch.path());
    if (!opt.tests.empty()) {  // the problem's own set is checked by verify; the user's is checked here
        std::vector<ToolBox::NamedInput> inputs;
        for (const auto& t : tests)
            inputs.push_back({t.input, t.input_file.string()});
        tools.validate(inputs);
        tools.validate_answers(tests);
    }
    const int from_reference = answer_from_reference(tools, tests);
    const int unanswered = static_cast<int>(
        std::count_if(tests.begin(), tests.end(), [](const TestCase& t) { return t.expected_from == k_from_nothing; }));
    const std::unique_ptr<AnswerChecker> checker =
        unanswered > 0 ? with_unanswered(tools.checker(), problem) : tools.checker();
    // Small inputs first within each group; LeetCode's own order in its mode,
    // where the state calls leave depends on it.
    if (opt.mode != "leetcode") order_small_first(tests);
    // --failed: the tests that failed last time form a first pass, those
    // still in this set; the others follow only when all of them pass.
    FirstPass first = opt.first_pass.value_or(FirstPass{});
    std::size_t first_count = 0;
    if (opt.failed) first = failed_last_time(problem.id, opt.file, !opt.no_history);
    if (opt.failed || opt.first_pass) first_count = put_first(first, tests);

    // A report on stdout sends the human one to stderr.
    const bool json_to_stdout = (!opt.json.empty() && names_stdout(opt.json)) || (!opt.html.empty() && names_stdout(opt.html)) ||
                                (!opt.junit.empty() && names_stdout(opt.junit));
    std::FILE* human = opt.report_out ? opt.report_out : json_to_stdout ? stderr : stdout;
    TerminalReport report(human, colour_wanted(human, opt.colour), opt.quiet);
    status::clear();  // the line of the step before (a validator's compile): the header starts a line of its own
    report.header(problem, opt.file, limits, tests.size(), opt.mode);
    if (opt.jobs > usable_cores() && !opt.quiet)
        fmt::print(human, "{}\n\n", jobs_capped_note(opt.jobs));
    if ((opt.failed || opt.first_pass) && !opt.quiet && !first.said.empty()) fmt::print(human, "{}\n\n", first.said);
    if (unanswered > 0 && !opt.quiet)
        fmt::print(human, "no answers: {} made from the constraints, and no reference solution to answer them: judged "
                          "for their answers' type, time, memory and crashes only (judge import FILE --reference "
                          "YOURS.cpp gives them answers)\n\n",
                   unanswered == 1 ? std::string("1 test") : fmt::format("{} tests", unanswered));
    // An imported problem whose constraints made no tests: an AC is the examples' alone.
    const bool examples_only = problem.imported && opt.tests.empty() && !problem.signature.design &&
                               std::all_of(tests.begin(), tests.end(), [](const TestCase& t) {
                                   return test_group(t.name.bytes()) == "examples";
                               });
    if (examples_only && !opt.quiet) {
        const ConstraintSpec spec = read_constraints(problem.constraints, problem.signature);
        fmt::print(human, "examples only: no tests were made from the constraints{}, so {} all that is judged\n\n",
                   spec.not_honoured.empty() ? std::string()
                                             : " (the judge cannot honour \"" + visible_line(spec.not_honoured.front(), 80) + "\")",
                   tests.size() == 1 ? std::string("this 1 example is")
                                     : fmt::format("these {} examples are", tests.size()));
    }
    if (from_reference > 0 && !opt.quiet)
        fmt::print(human, "expected (reference): {} no .ans; {} from {}\n\n",
                   from_reference == 1 ? std::string("1 test has") : fmt::format("{} tests have", from_reference),
                   from_reference == 1 ? "its answer comes" : "their answers come",
                   problem.tools.reference.filename().string());

    SubmissionResult result;
    result.problem = problem.id;
    result.solution = opt.file;
    result.not_judged = not_judged;
    result.limits = limits;
    result.total = static_cast<int>(tests.size());
    result.mode = opt.mode;
    result.compiler = language == Language::python3 ? "python3" : compiler_name(session.compiler);
    result.language = language_name(language);
    result.sanitized = opt.like_leetcode;
    result.problem_limits = limits.time_ms == limits_for(problem.limits, language).time_ms &&
                            limits.memory_mib == problem.limits.memory_mib;
    result.test_set = test_set_key(tests);
    // The problem's whole set; a part of it (--tests naming its own files);
    // or the user's own tests: only the first is the problem's verdict.
    SetMembership membership(problem.tests);
    const bool all_the_problems = std::all_of(tests.begin(), tests.end(), [&](const TestCase& t) {
        return membership.relative(t.input_file).has_value();
    });
    result.scope = opt.tests.empty() ? "full" : all_the_problems ? "partial" : "custom";
    result.source_hash = content_key({source});
    CompileRequest request = session.compile_request(solution, opt.file, scratch.path(), language);
    request.text = source;
    status::show((language == Language::python3 ? "checking " : "compiling ") + opt.file);
    result.compile = compile_solution(*session.sandbox, *session.cache, problem, request);
    status::clear();
    report.compiled(result.compile);
    if (!result.compile.ok) {
        result.verdict = Verdict::CE;
    } else {
        // --like-leetcode: the sanitized program judged, by limits scaled for the sanitizers.
        std::optional<SanitizedAll> sanitized;
        if (opt.like_leetcode) {
            sanitized = prepare_sanitized_all(session, problem, request, limits);
            result.limits = sanitized->limits;
            status::clear();
            if (!opt.quiet)
                fmt::print(human,
                           "every test under AddressSanitizer and UBSan, as LeetCode runs them: {} ms of CPU "
                           "({}x), {} MiB ({}x)\n\n",
                           sanitized->limits.time_ms, k_sanitized_time_factor, sanitized->limits.memory_mib,
                           k_sanitized_memory_factor);
        }
        const Program program = sanitized ? Program(sanitized->program) : result.compile.program();
        const Limits run_limits = sanitized ? sanitized->limits : limits;
        // The problem's fastest accepted solution on the same tests, measured
        // here (once per machine, compiler and test set; then cached). Not
        // beside a sanitized run: its times are the sanitizers'.
        ReferenceTimes ref = sanitized ? ReferenceTimes{}
                                       : reference_times(session, problem, tests, scratch.path(), opt.mode == "leetcode",
                                                         language);
        result.reference = ref.solution;
        std::vector<OutsideText> names;
        for (const auto& t : tests)
            names.push_back(t.name);
        status::clear();
        report.begin_table(names);
        GradeOptions grading;
        grading.jobs = opt.jobs;
        // Ctrl-C: how far judging got, then exit 130 (interrupts.cpp); after
        // every test is judged (while a failure is explained, or the history
        // written), the verdict. Counted by the reporting thread; read by the
        // interrupt thread.
        std::atomic<int> passed{0};
        std::mutex verdicts_lock;
        std::vector<std::pair<Verdict, std::size_t>> verdicts;  // and each input's size
        interrupts::Registration on_interrupt(interrupts::Stage::report, [&, human] {
            std::lock_guard<std::mutex> hold(verdicts_lock);
            fmt::print(human, "\n{}\n", interrupted_line(verdicts, passed.load(), tests.size()));
            std::fflush(human);
        });
        grading.on_result = [&](const TestResult& r) {
            {
                std::lock_guard<std::mutex> hold(verdicts_lock);
                verdicts.emplace_back(r.verdict, r.input.size());
            }
            passed += r.verdict == Verdict::AC;
            TestResult row = r;
            if (auto it = ref.cpu_us.find(r.name.bytes()); it != ref.cpu_us.end()) row.ref_cpu_us = it->second;
            report.test_row(row);
        };
        grading.stop_after = [&](const TestResult& r) { return opt.fail_fast && r.verdict != Verdict::AC; };
        if (sanitized) grading.prepare = sanitized->prepare;
        const auto grade = [&](const std::vector<TestCase>& part) {
            return opt.mode == "leetcode"
                       ? grade_tests_leetcode(*session.sandbox, program, *checker, run_limits, part, grading)
                       : grade_tests(*session.sandbox, program, *checker, run_limits, part, grading);
        };
        if (first_count == 0 || first_count == tests.size()) {
            result.tests = grade(tests);
        } else {
            const std::vector<TestCase> failed_before(tests.begin(), tests.begin() + static_cast<long>(first_count));
            const std::vector<TestCase> rest(tests.begin() + static_cast<long>(first_count), tests.end());
            result.tests = grade(failed_before);
            const bool all_pass = std::all_of(result.tests.begin(), result.tests.end(),
                                              [](const TestResult& r) { return r.verdict == Verdict::AC; });
            if (all_pass && result.tests.size() == first_count) {
                for (auto& r : grade(rest))
                    result.tests.push_back(std::move(r));
            } else {
                // Judged: the tests that failed before, one still failing.
                // The verdict is theirs; the history keeps it as a part.
                result.first_pass_only = true;
                if (result.scope == "full") result.scope = "partial";
            }
        }
        result.verdict = overall_verdict(result.tests);
        const auto lead = lead_failure(result.tests);
        if (lead) {
            // The verdict is the failure the report leads with.
            TestResult& failed = result.tests[*lead];
            result.verdict = failed.verdict;
            // An RE (with --sanitize, any failure) explained by the sanitizers.
            // The leading failure first, then the other failures by size (--sanitize tries a few).
            std::vector<TestResult> failures{failed};
            std::vector<const TestResult*> others;
            for (const auto& t : result.tests)
                if (&t != &failed && t.verdict != Verdict::AC) others.push_back(&t);
            std::stable_sort(others.begin(), others.end(),
                             [](const TestResult* a, const TestResult* b) { return a->input.size() < b->input.size(); });
            for (std::size_t i = 0; i < others.size() && failures.size() < k_sanitized_reruns; ++i)
                failures.push_back(*others[i]);
            explain_first_failure(session, problem, request, limits, failures, opt.sanitize);
            failed.diagnosis = std::move(failures[0].diagnosis);
            failed.diagnosis_note = std::move(failures[0].diagnosis_note);
            if (opt.mode == "leetcode")
                result.passes_alone = passes_alone(session, result.compile, *checker, limits, tests, failed);
        }
        compare_with_reference(result, ref, earlier_runs(result, !opt.no_history));
        if (!opt.tests.empty()) check_user_answer(tools, problem, result);  // the shipped .ans are verified
        for (const auto& t : result.tests)
            result.passed += t.verdict == Verdict::AC;
        // For the leading wrong answer, the game behind the right one, in a line.
        if (lead && result.tests[*lead].verdict == Verdict::WA)
            result.hint = tools.why_line(result.tests[*lead].got, result.tests[*lead].input);
    }
    status::clear();
    report.summary(result);
    if (!opt.no_history) {
        // The verdict stands whatever happens to the history: a failure to
        // record is said, not turned into the judge's failure.
        try {
            History(default_history_file()).record(result, source);
        } catch (const JudgeError& e) {
            std::fprintf(stderr, "judge: history not recorded: %s\n", e.what());
        }
    }
    if (!opt.json.empty()) write_json_report(opt.json, result);
    if (!opt.html.empty()) {
        std::map<std::string, std::string> pictures;
        int drawn = 0;
        for (const auto& t : result.tests)
            if (t.verdict != Verdict::AC && tools.has_explainer() && drawn++ < 5)
                pictures[t.name.bytes()] = explained(tools, {"svg"}, t.input);
        write_report_file(opt.html, html_report(result, problem.id + " " + problem.title.bytes() + ": " + opt.file, pictures));
    }
    if (!opt.junit.empty()) {
        std::vector<OutsideText> names;
        for (const auto& t : tests)
            names.push_back(t.name);
        write_report_file(opt.junit, junit_xml(result, problem.id + " " + problem.title.bytes() + ": " + opt.file, names));
    }
    const int status = result.verdict == Verdict::AC ? 0 : 1;
    if (judged) *judged = std::move(result);
    return status;
}

CommandSpec submit_command() {
    auto opt = std::make_shared<SubmitOptions>();
    return {"submit",
            "Compile a Solution and judge it on the problem's tests",
            "Example:\n  bin/judge submit my.cpp --problem 913\n"
            "  bin/judge submit solutions/1728/accepted/retrograde.cpp --tests testcases/1728/examples --json -",
            {
                solution_argument(&opt->file),
                problem_option(&opt->problem),
                {"--tests", &opt->tests,
                 "a test folder (recursive), one input file (a .in, or LeetCode's test box of several cases, with "
                 "an optional .ans beside it), or a test's name as the report prints it (hack/cap2-n8); repeatable"},
                {"--jobs", &opt->jobs, "tests run at once (default and most: the cores this judge may use)", false,
                 {whole_number(1, 256, "numbers of tests at once")}},
                {"--time-limit", &opt->time_limit_ms, "CPU time limit in ms, instead of the problem's", false,
                 {whole_number(1, 600000, "milliseconds")}},
                {"--memory-limit", &opt->memory_limit_mib, "memory limit in MiB, instead of the problem's", false,
                 {whole_number(1, 65536, "MiB")}},
                {"--json", &opt->json, "write the JSON report to FILE, or - for stdout", false, {report_target()}},
                {"--junit", &opt->junit, "write a JUnit XML report to FILE, for CI systems", false,
                 {report_target()}},
                {"--html", &opt->html, "write a self-contained HTML report with the failing inputs drawn", false,
                 {report_target()}},
                {"--fail-fast", &opt->fail_fast,
                 "stop at the first test that is not accepted, as LeetCode does"},
                {"--failed", &opt->failed,
                 "first the tests your latest submission of this problem failed (from the history); the rest only "
                 "if they all pass now"},
                {"--no-history", &opt->no_history, "do not record this submission in the history"},
                {"--quiet", &opt->quiet, "print the verdict line only"},
                {"--sanitize", &opt->sanitize,
                 "re-run the first failing test (not only an RE) under AddressSanitizer and UBSan, to explain it"},
                {"--like-leetcode", &opt->like_leetcode,
                 "judge as LeetCode does: clang, and every test under AddressSanitizer and UBSan (an out-of-bounds "
                 "read that happens to give the right answer is an RE); CPU and memory limits scaled for them"},
                {"--color", &opt->colour,
                 "colour the report: auto (a terminal, not NO_COLOR or TERM=dumb), always, never", false,
                 {one_of({"auto", "always", "never"})}},
                compiler_option(&opt->compiler),
                lang_option(&opt->lang),
                {"--mode", &opt->mode,
                 "isolated: a process per test (default); leetcode: one process for all tests, in order, global "
                 "state kept, as LeetCode runs them",
                 false, {one_of({"isolated", "leetcode"})}},
            },
            [opt] { return run_submit(*opt); }};
}

}  // namespace judge
