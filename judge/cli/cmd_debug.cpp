// judge debug FILE --input CASE: the case under gdb (-O0 -g), the backtrace
// in the user's frames with their arguments; --interactive: gdb's prompt,
// stopped at the start of the method. gdb needs ptrace, which the sandbox
// refuses: the compile step is confined as for any submission, but the run
// is the user's own program on their own machine, with their rights, as if
// they had built and run it themselves (the command's help says so), under
// the tool runner's limits (CPU, memory). Nothing is judged here.
#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <sstream>

#include "commands.hpp"
#include "compiler.hpp"
#include "error.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

constexpr const char* k_gdb = "/usr/bin/gdb";

struct DebugOptions {
    std::string file, problem, input;
    bool interactive = false;
};

void replace_all(std::string& s, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size())
        s.replace(at, from.size(), to);
}

int run_debug(const DebugOptions& opt) {
    if (!fs::exists(k_gdb)) throw JudgeError("judge debug needs gdb: apt-get install gdb");
    Session session = open_session();
    const fs::path solution = fs::absolute(opt.file);
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);
    const fs::path input = fs::absolute(opt.input);
    read_text_file(opt.input, "input file", true);
    ScratchDir scratch;
    CompileResult built = compile_solution(*session.sandbox, *session.cache, problem,
                                           {solution, opt.file, session.runtime_header(), scratch.path()},
                                           {{"-O0", "-g"}, {}});
    if (!built.ok) {
        fmt::print("CE: {}\n\n{}\n", visible(built.headline), visible(built.log));
        return 1;
    }
    const std::string method = problem.signature.class_name + "::" + problem.signature.method;
    if (opt.interactive) {
        // gdb takes over the terminal; the scratch folder goes with this process.
        const fs::path keep = fs::temp_directory_path() / ("judge-debug-" + std::to_string(::getpid()));
        fs::copy_file(built.binary, keep, fs::copy_options::overwrite_existing);
        // The case beside the program: a path of any spelling, no shell quoting.
        const fs::path case_copy = keep.string() + ".in";
        fs::copy_file(input, case_copy, fs::copy_options::overwrite_existing);
        if (::chdir(keep.parent_path().c_str()) != 0) throw JudgeError("cannot enter " + keep.parent_path().string());
        const std::string run = "run < " + case_copy.filename().string();
        const std::string brk = "break " + method;
        std::vector<const char*> argv = {k_gdb, "-q", "-ex", brk.c_str(), "-ex", run.c_str(), keep.c_str(), nullptr};
        ::execv(k_gdb, const_cast<char* const*>(argv.data()));
        throw JudgeError("cannot execute gdb");
    }
    fs::copy_file(input, scratch.path() / "case.in");  // a path of any spelling, no shell quoting
    ToolRequest r;
    r.program = k_gdb;
    r.args = {"-q", "-nx", "-batch", "-ex", "run < case.in", "-ex", "bt", built.binary.string()};
    r.working_dir = scratch.path();
    r.cpu_limit_ms = 60'000;
    r.wall_limit_ms = 120'000;
    r.memory_limit_kib = static_cast<std::int64_t>(problem.limits.memory_mib) * 1024 * 2;
    RunOutcome o = session.tools->run(r);
    std::string out = o.stdout_data;
    replace_all(out, solution.string(), opt.file);
    std::istringstream lines(out);
    std::string backtrace, signal, line;
    int frames = 0;
    for (; std::getline(lines, line);) {
        if (line.rfind("Program received signal", 0) == 0 || line.rfind("Program terminated", 0) == 0) signal = line;
        if (line.rfind("#", 0) == 0) {
            ++frames;
            if (line.find(" at " + opt.file + ":") != std::string::npos) backtrace += "  " + line + "\n";
        }
    }
    if (signal.empty()) {
        fmt::print("{}: the program did not crash on {} (gdb's output below)\n\n{}", opt.file, opt.input,
                   visible(out));
        return 0;
    }
    fmt::print("{}\n", visible(signal));
    fmt::print("backtrace in {} ({} of {} frames are yours; the driver's and the library's folded away):\n{}",
               opt.file, std::count(backtrace.begin(), backtrace.end(), '\n'), frames, visible(backtrace));
    fmt::print("\nto step through it: bin/judge debug {} --input {} --interactive\n", visible(shell_word(opt.file)),
               visible(shell_word(opt.input)));
    return 1;
}

}  // namespace

void add_debug_command(CLI::App& app, Action& action) {
    auto opt = std::make_shared<DebugOptions>();
    CLI::App* cmd = app.add_subcommand(
        "debug", "Run one case under gdb: the backtrace in your frames, or gdb's prompt (outside the sandbox, with "
                 "your own rights, as if you ran the program yourself)");
    cmd->footer("Example:\n  bin/judge debug mine.cpp --problem 913 --input testcases/913/examples/1.in\n"
                "  bin/judge debug mine.cpp --input case.in --interactive");
    cmd->add_option("file", opt->file, "the solution: a LeetCode-style class Solution")->required();
    cmd->add_option("--problem", opt->problem, "problem id (inferred from solutions/<id>/... or the file name)");
    cmd->add_option("--input", opt->input, "the case: an .in file")->required();
    cmd->add_flag("--interactive", opt->interactive, "leave you at gdb's prompt, stopped at the start of the method");
    cmd->callback([opt, &action] { action = [opt] { return run_debug(*opt); }; });
}

}  // namespace judge
