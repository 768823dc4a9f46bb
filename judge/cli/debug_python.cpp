#include "debug_python.hpp"

#include <fmt/format.h>

#include "compiler.hpp"
#include "error.hpp"
#include "grader.hpp"
#include "language.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "text_file.hpp"
#include "verdict.hpp"
#include "workspace.hpp"

namespace judge {

namespace fs = std::filesystem;

int run_debug_python(const PythonDebug& opt) {
    Session session = open_session();
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);
    const fs::path case_file = resolve_test_path(problem.tests, opt.input);
    const std::string input = read_text_file(case_file, "input file", true);
    const std::string judge = shell_word((session.root / "bin" / "judge").string());
    if (opt.interactive)
        throw JudgeError("a Python 3 solution is stepped through with pdb, outside the judge: " + judge + " export " +
                         shell_word(opt.file) + " --problem " + problem.id + " -o full.py && python3 -m pdb full.py " +
                         shell_word(case_file.string()));
    ScratchDir scratch;
    const CompileResult built = compile_solution(
        *session.sandbox, *session.cache, problem,
        session.compile_request(fs::absolute(opt.file), opt.file, scratch.path(), Language::python3));
    if (!built.ok) {
        fmt::print("CE: {}\n\n{}\n", visible(built.headline), visible(built.log));
        return 1;
    }
    const Limits limits = limits_for(problem.limits, built);
    SandboxRequest request = test_run_request(built.program(), limits, input);
    request.args.push_back("--post-mortem");
    const RunOutcome o = session.sandbox->run(request);
    const Judgement j = classify(o, limits, {true, ""});
    fmt::print("{} on {}: {}{}\n", visible(opt.file), on_terminal(opt.input), verdict_name(j.verdict),
               j.reason.empty() ? "" : " (" + visible(j.reason) + ")");
    std::string answer = o.stdout_data;
    while (!answer.empty() && (answer.back() == '\n' || answer.back() == '\r'))
        answer.pop_back();
    if (!answer.empty()) fmt::print("answer: {}\n", visible_line(answer, 2000));
    if (!o.stderr_data.empty())
        fmt::print("what it printed (its traceback and its frames' locals, in the program's own words):\n{}",
                   visible(o.stderr_data));
    if (j.verdict == Verdict::AC) return 0;
    fmt::print("\nto step through it: {} export {} --problem {} -o full.py && python3 -m pdb full.py {}\n", judge,
               shell_word(opt.file), problem.id, shell_word(case_file.string()));
    return 1;
}

}  // namespace judge
