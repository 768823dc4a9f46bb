#include "verify.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "error.hpp"
#include "problem_tools.hpp"
#include "test_order.hpp"

namespace judge {
namespace fs = std::filesystem;

std::vector<Verdict> verdicts_for_folder(const std::string& folder) {
    static const std::pair<std::string_view, std::vector<Verdict>> k_folders[] = {
        {"accepted", {Verdict::AC}},
        {"wrong_answer", {Verdict::WA}},
        {"time_limit_exceeded", {Verdict::TLE}},
        {"memory_limit_exceeded", {Verdict::MLE}},
        {"memory_or_time_limit_exceeded", {Verdict::MLE, Verdict::TLE}},
        {"run_time_error", {Verdict::RE}},
        {"output_limit_exceeded", {Verdict::OLE}},
        {"compile_error", {Verdict::CE}},
    };
    for (const auto& [name, verdicts] : k_folders)
        if (name == folder) return verdicts;
    throw JudgeError("solutions/" + folder +
                     ": not a verdict folder (accepted, wrong_answer, time_limit_exceeded, "
                     "memory_limit_exceeded, memory_or_time_limit_exceeded, run_time_error, output_limit_exceeded, "
                     "compile_error)");
}

Verdict verdict_for_folder(const std::string& folder) { return verdicts_for_folder(folder).front(); }

std::string wanted_name(const std::vector<Verdict>& wants) {
    std::string out;
    for (Verdict v : wants)
        out += (out.empty() ? "" : "/") + std::string(verdict_name(v));
    return out;
}

std::vector<fs::path> solution_files(const Problem& problem) {
    std::vector<fs::path> files;
    if (!fs::is_directory(problem.solutions)) return files;
    for (const auto& folder : fs::directory_iterator(problem.solutions)) {
        if (!folder.is_directory()) continue;
        verdict_for_folder(folder.path().filename().string());
        for (const auto& f : fs::directory_iterator(folder.path()))
            if (f.path().extension() == ".cpp" || f.path().extension() == ".py") files.push_back(f.path());
    }
    std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
        auto key = [](const fs::path& p) {
            return std::make_pair(p.parent_path().filename() != "accepted",
                                  p.parent_path().filename().string() + "/" + p.filename().string());
        };
        return key(a) < key(b);
    });
    return files;
}

std::vector<TestCase> load_verified_tests(Session& session, const Problem& problem, const fs::path& scratch) {
    std::vector<TestCase> tests;
    ToolBox tools(session, problem, scratch);
    std::vector<ToolBox::NamedInput> inputs;
    std::vector<NotJudged> not_judged;
    // An imported problem's generated tests may have no answers (no
    // reference, or a constraint not honoured): judged for type, time and crashes.
    for (const auto& f : discover_tests(problem.tests, problem.imported ? Answers::optional : Answers::required, not_judged)) {
        tests.push_back(load_test(problem, f));
        if (tests.back().expected_from == k_from_reference) tests.back().expected_from = k_from_nothing;
    }
    // A problem's tests folder holds its tests alone: anything else there is
    // a test its author meant, misnamed, or a file that belongs elsewhere.
    if (!not_judged.empty())
        throw JudgeError(not_judged.front().path.string() + ": " + not_judged.front().why +
                         (not_judged.size() > 1 ? " (and " + std::to_string(not_judged.size() - 1) + " more)" : "") +
                         ": a problem's tests folder holds its tests alone");
    for (const auto& t : tests)
        inputs.push_back({t.input, t.input_file.string()});
    tools.validate(inputs);
    tools.validate_answers(tests);
    return tests;
}

VerifyJudging judge_for_verify(Sandbox& sandbox, const Program& program, const AnswerChecker& checker, const Limits& limits,
                               const std::vector<TestCase>& tests, Verdict want, int jobs) {
    VerifyJudging out;
    GradeOptions options;
    options.jobs = jobs;
    if (want != Verdict::AC) options.stop_after = [](const TestResult& r) { return r.verdict == Verdict::TLE; };
    out.results = grade_tests(sandbox, program, checker, limits, tests, options);
    if (const auto lead = lead_failure(out.results); lead && out.results.size() < tests.size()) {
        const std::size_t lead_size = out.results[*lead].input.size();
        std::vector<TestCase> smaller;
        for (std::size_t i = out.results.size(); i < tests.size(); ++i)
            if (tests[i].input.size() < lead_size) smaller.push_back(tests[i]);
        GradeOptions all;
        all.jobs = jobs;
        for (auto& r : grade_tests(sandbox, program, checker, limits, smaller, all))
            out.results.push_back(std::move(r));
    }
    const auto lead = lead_failure(out.results);
    out.got = lead ? out.results[*lead].verdict : Verdict::AC;
    return out;
}

SolutionReport verify_solution(Session& session, const Problem& problem, const AnswerChecker& checker,
                               const fs::path& file, const std::vector<TestCase>& tests, const fs::path& scratch,
                               int jobs) {
    SolutionReport report;
    report.name = fs::relative(file, problem.solutions).generic_string();
    report.wants = verdicts_for_folder(file.parent_path().filename().string());
    report.want = report.wants.front();
    fs::path dir = scratch / ("solution-" + file.stem().string());
    fs::create_directories(dir);
    CompileResult compiled =
        compile_solution(*session.sandbox, *session.cache, problem, session.compile_request(file, report.name.bytes(), dir));
    report.compiled = compiled;
    if (!compiled.ok) {
        report.got = Verdict::CE;
        report.compile_headline = compiled.headline;
    } else {
        VerifyJudging judged = judge_for_verify(*session.sandbox, compiled.program(), checker,
                                                limits_for(problem.limits, compiled), tests, report.want, jobs);
        report.results = std::move(judged.results);
        report.got = judged.got;
    }
    report.ok = std::find(report.wants.begin(), report.wants.end(), report.got) != report.wants.end();
    // Under g++, a solution written in the C++23 that only clang (LeetCode's
    // compiler, the default) has keeps its verdict there: its CE here is
    // the compiler's, said in its note, not a mismatch.
    if (report.got == Verdict::CE && compiled.other_compiler_compiles && session.compiler != k_default_compiler)
        report.ok = true;
    return report;
}

}  // namespace judge
