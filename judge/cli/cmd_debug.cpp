// judge debug FILE --input CASE: the case under gdb (-O0 -g), the backtrace
// in the user's frames with their arguments; --interactive: gdb's prompt,
// stopped at the start of the method. gdb needs ptrace, which the sandbox
// refuses: the compile step is confined as for any submission, and the
// program runs outside the sandbox under the tool runner's limits (CPU,
// memory), through the judge's own wrapper (debug_exec.hpp): Landlock with
// the program alone and, as root, a reserved user of its own, not root.
// gdb's account of the run (the signal, the frames) is read from gdb's log,
// a file in a folder the program cannot reach; the program's own output
// goes to files beside it. Nothing is judged here.
#include <fmt/format.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <fstream>
#include <optional>
#include <set>

#include <sstream>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "compiler.hpp"
#include "debug_exec.hpp"
#include "debug_python.hpp"
#include "language.hpp"
#include "error.hpp"
#include "grader.hpp"
#include "replace_all.hpp"
#include "run_identity.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "user_config.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

constexpr const char* k_gdb = "/usr/bin/gdb";
// libstdc++'s printers ({5, 6, 7} for a vector, not its _M_impl), loaded by
// hand: gdb loads them with the shared library, and the program links
// libstdc++ statically. Where they are not installed, gdb's raw view stays.
// One command line: gdb takes each -ex as one line, so a python ... end
// block there ran "end" as Python (a NameError in every session).
constexpr const char* k_pretty_printers =
    "python exec(\"import glob, sys\\n"
    "for d in sorted(glob.glob('/usr/share/gcc*/python')): sys.path.insert(0, d)\\n"
    "try:\\n"
    "    from libstdcxx.v6.printers import register_libstdcxx_printers\\n"
    "    register_libstdcxx_printers(None)\\n"
    "except Exception:\\n"
    "    pass\\n\")";

// This process's children now (every thread's: /proc/self/task/*/children).
std::set<pid_t> own_children() {
    std::set<pid_t> out;
    std::error_code ec;
    for (const auto& task : fs::directory_iterator("/proc/self/task", ec)) {
        std::ifstream in(task.path() / "children");
        for (pid_t pid; in >> pid;)
            out.insert(pid);
    }
    return out;
}

// What the program left running when gdb ended (a child in a session of its
// own, which no process-group kill reaches) was handed to this process, a
// subreaper: killed, and its own children after it.
void kill_left_behind(const std::set<pid_t>& before) {
    for (int round = 0; round < 1000; ++round) {
        std::vector<pid_t> left;
        for (pid_t pid : own_children())
            if (!before.count(pid)) left.push_back(pid);
        if (left.empty()) return;
        for (pid_t pid : left)
            ::kill(pid, SIGKILL);
        for (pid_t pid : left)
            ::waitpid(pid, nullptr, 0);
    }
}

struct DebugOptions {
    std::string file, problem, input, compiler, lang;
    bool interactive = false;
};

int run_debug(const DebugOptions& opt) {
    if (language_of(opt.file, parse_language(opt.lang)) == Language::python3)
        return run_debug_python({opt.file, opt.problem, opt.input, opt.interactive});
    if (!fs::exists(k_gdb)) throw JudgeError("judge debug needs gdb: apt-get install gdb");
    Session session = open_session();
    session.compiler = chosen_compiler(opt.compiler);
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);
    // A test as the report names it ("hack/cap2-n8") is found in the problem's set.
    const std::string input = read_text_file(resolve_test_path(problem.tests, opt.input), "input file", true);
    ScratchDir scratch;
    // The path the compile names in its debug information (#line), the one
    // gdb's view of the user's lines is mapped from.
    const CompileRequest request = session.compile_request(opt.file, opt.file, scratch.path());
    const fs::path solution = request.solution;
    CompileResult built = compile_solution(*session.sandbox, *session.cache, problem, request, {{"-O0", "-g"}, {}});
    if (!built.ok) {
        fmt::print("CE: {}\n\n{}\n", visible(built.headline), visible(built.log));
        return 1;
    }
    // A design class: its constructor, the first call.
    const std::string method = problem.signature.class_name + "::" +
                               (problem.signature.design ? problem.signature.class_name : problem.signature.method);
    // The case beside the program, in the private scratch folder: a path of
    // any spelling, no shell quoting.
    write_text_file(scratch.path() / "case.in", input, Existing::refuse);
    // As root the program is not root: a reserved user of its own.
    std::optional<ReservedId> id;
    if (session.caps.root) {
        id = ReservedId::take();
        fmt::print("judge debug: the program runs as user {} (a reserved id of its own, not root); gdb runs as root\n",
                   id->id());
        std::fflush(stdout);
    }
    std::error_code ec;
    const fs::path judge_exe = fs::canonical("/proc/self/exe", ec);
    if (ec) throw JudgeError("cannot find the judge's own executable: " + ec.message());
    // A case that hangs is stopped after a test's idle limit, and gdb shows
    // where it was (an alarm kept across the exec).
    const int wall_s =
        opt.interactive ? 0
                        : static_cast<int>((test_run_request(built.binary, problem.limits, "").idle_limit_ms + 999) / 1000);
    // gdb (as root, with the judge's rights) shows the user's lines from the
    // judge's copy of the text compiled, not from their path: that may be a
    // link by now, even one another user swapped in to a file only root reads.
    const std::string sources = "set substitute-path " + shell_word(solution.parent_path().string()) + " " +
                                shell_word(built.source.parent_path().string());
    const std::string wrapper = "set exec-wrapper " + shell_word(judge_exe.string()) + " " + k_debug_exec_command +
                                " " + std::to_string(wall_s) + " " + std::to_string(id ? id->id() : 0);
    if (opt.interactive) {
        // gdb takes over the terminal: this process becomes a shell in the
        // same process group (so gdb has the terminal and Ctrl-C), which
        // removes the scratch folder once gdb is done.
        // ($0 is the scratch folder's work/; the folder around it holds its lock.)
        const std::string script =
            "cd \"$0\" || exit 2; \"$@\"; status=$?; cd / && rm -rf \"${0%/work}\"; exit $status";
        const std::string brk = "break " + method;
        std::vector<const char*> argv = {"/bin/sh",   "-c",   script.c_str(), scratch.path().c_str(),
                                         k_gdb,       "-q",   "-ex",          k_pretty_printers,
                                         "-ex",       wrapper.c_str(), "-ex", sources.c_str(),
                                         "-ex",       brk.c_str(), "-ex",     "run < case.in",
                                         built.binary.c_str(), nullptr};
        // The scratch folder's lock goes with the exec to the shell and gdb:
        // released, another judge starting meanwhile would take the folder
        // for a dead judge's and remove it under gdb (the program run by
        // gdb does not keep it: debug_exec closes what it inherits).
        scratch.hold_across_exec();
        ::execv("/bin/sh", const_cast<char* const*>(argv.data()));
        throw JudgeError("cannot execute /bin/sh for gdb");
    }
    // gdb's words go to its log, in a folder of the judge's alone; the
    // program's output to files, and its hands cannot reach the log, gdb's
    // descriptors or gdb's memory (the wrapper's Landlock; as root, another
    // user): a program cannot print a backtrace of its own making.
    const fs::path private_dir = scratch.path() / "gdb";
    fs::create_directory(private_dir);
    fs::permissions(private_dir, fs::perms::owner_all, ec);
    const fs::path log = private_dir / "gdb.log";
    ToolRequest r;
    r.program = k_gdb;
    r.args = {"-q", "-nx", "-batch", "-ex", "set logging file " + log.string(), "-ex", "set logging overwrite on",
              "-ex", "set logging redirect on", "-ex", "set logging enabled on", "-ex",
              "handle SIGALRM stop print nopass", "-ex", wrapper, "-ex", sources, "-ex",
              "run < case.in > program.out 2> program.err 3> program.answer", "-ex", k_pretty_printers, "-ex",
              "set print elements 16", "-ex",
              "set print repeats 4", "-ex", "bt full", "-ex",
              "set logging enabled off", built.binary.string()};
    r.working_dir = scratch.path();
    r.cpu_limit_ms = 60'000;
    r.wall_limit_ms = 120'000;
    r.memory_limit_kib = static_cast<std::int64_t>(problem.limits.memory_mib) * 1024 * 2;
    // Its frames are larger at -O0: four times the judged stack, within the memory.
    r.stack_limit_kib = std::min<std::int64_t>(r.memory_limit_kib, static_cast<std::int64_t>(problem.limits.stack_mib) * 4096);
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    const std::set<pid_t> before = own_children();  // the sandbox's helpers, which are not the program's
    RunOutcome o = session.tools->run(r);
    kill_left_behind(before);
    if (id) kill_id_holders(id->id());
    std::string out = read_file_bytes(log);
    if (out.empty())
        throw JudgeError("gdb wrote no log (" + visible(one_line(o.stderr_data.substr(0, 300))) + ")");
    replace_all(out, solution.string(), opt.file);
    std::istringstream lines(out);
    // "bt full": each frame's line, then its locals indented under it; the
    // locals of the innermost frame of the user's file are kept (at most 20
    // lines of 200 characters).
    std::string backtrace, signal, line, locals;
    int frames = 0, local_lines = 0;
    bool in_first_own = false, seen_own = false;
    for (; std::getline(lines, line);) {
        // The main thread's signal, or another thread's ("Thread 2 "solution" received signal SIGSEGV").
        if (line.rfind("Program received signal", 0) == 0 || line.rfind("Program terminated", 0) == 0 ||
            (line.rfind("Thread ", 0) == 0 && line.find(" received signal ") != std::string::npos))
            signal = line;
        if (line.rfind("#", 0) == 0) {
            ++frames;
            const bool own = line.find(" at " + opt.file + ":") != std::string::npos;
            if (own) backtrace += "  " + line + "\n";
            in_first_own = own && !seen_own;
            seen_own = seen_own || own;
        } else if (in_first_own && !line.empty() && (line[0] == ' ' || line[0] == '\t') && local_lines < 20) {
            std::size_t start = line.find_first_not_of(" \t");
            std::string local = line.substr(start == std::string::npos ? 0 : start, 200);
            if (local != "No locals.") {
                locals += "  " + local + "\n";
                ++local_lines;
            }
        }
    }
    if (signal.empty()) {
        fmt::print("{}: the program did not crash on {} (gdb's output below)\n\n{}", visible(opt.file), on_terminal(opt.input),
                   visible(out));
        return 0;
    }
    if (signal.find("SIGALRM") != std::string::npos)
        fmt::print("{}: still running after {} s on {}, the wall-clock limit of a test: stopped there\n",
                   visible(opt.file), wall_s, on_terminal(opt.input));
    else
        fmt::print("{}\n", visible(signal));
    fmt::print("backtrace in {} ({} of {} frames are yours; the driver's and the library's folded away):\n{}",
               on_terminal(opt.file), std::count(backtrace.begin(), backtrace.end(), '\n'), frames, visible(backtrace));
    if (!locals.empty()) fmt::print("locals of your innermost frame:\n{}", visible(locals));
    fmt::print("\nto step through it: {} debug {} --problem {} --input {} --interactive\n",
               on_terminal(shell_word((session.root / "bin" / "judge").string())), on_terminal(shell_word(opt.file)),
               problem.id, on_terminal(shell_word(opt.input)));
    return 1;
}

}  // namespace

CommandSpec debug_command() {
    auto opt = std::make_shared<DebugOptions>();
    return {"debug",
            "Run one case under gdb: the backtrace in your frames, or gdb's prompt (outside the sandbox, confined by "
            "Landlock to its own file; as root, as a reserved user of its own, not root)",
            "Example:\n  bin/judge debug mine.cpp --problem 913 --input testcases/913/examples/1.in\n"
            "  bin/judge debug mine.cpp --input case.in --interactive",
            {
                solution_argument(&opt->file),
                problem_option(&opt->problem),
                compiler_option(&opt->compiler),
                lang_option(&opt->lang),
                {"--input", &opt->input, "the case: an .in file, or a test's name as the report prints it (examples/1)",
                 true},
                {"--interactive", &opt->interactive,
                 "leave you at gdb's prompt, stopped at the start of the method"},
            },
            [opt] { return run_debug(*opt); }};
}

}  // namespace judge
