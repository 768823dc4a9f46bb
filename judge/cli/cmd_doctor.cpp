// judge doctor: what this machine allows, and what the judge will use.
#include <fmt/format.h>

#include <thread>

#include "build_cache.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "python_runtime.hpp"
#include "sandbox_caps.hpp"
#include "sanitized_build.hpp"
#include "tool_runner.hpp"
#include "toolchain.hpp"
#include "user_config.hpp"

namespace judge {

namespace {

// The compiler's first line of --version, or why there is none.
std::string compiler_version(ToolRunner& tools, Compiler c) {
    if (std::string missing = compiler_missing(c); !missing.empty()) return "";
    ToolRequest run;
    run.program = compiler_program(c);
    run.args = {"--version"};
    run.cpu_limit_ms = 10'000;
    run.wall_limit_ms = 60'000;
    const RunOutcome o = tools.run(run);
    const std::string first = o.stdout_data.substr(0, o.stdout_data.find('\n'));
    return o.exit_code == 0 && !first.empty() ? first : "";
}

// Both compilers, their versions, and which one this user's commands take.
void print_compilers() {
    fmt::print("\nCompilers (--compiler; both with libstdc++):\n");
    std::string chosen_from = "the default";
    std::optional<Compiler> configured;
    try {
        if (auto path = user_config_path()) {
            configured = read_user_config(*path).compiler;
            if (configured) chosen_from = path->string();
        }
    } catch (const JudgeError& e) {
        fmt::print("  the config file is unreadable: {}\n", e.what());
    }
    const Compiler chosen = configured.value_or(k_default_compiler);
    auto tools = make_tool_runner();
    for (Compiler c : {Compiler::clang, Compiler::gcc}) {
        const std::string version = compiler_version(*tools, c);
        const std::string missing = compiler_missing(c);
        fmt::print("  {}  {:<5}  {}{}{}\n", missing.empty() ? "on " : "off", compiler_name(c),
                   missing.empty() ? std::string(compiler_program(c)) + ": " + version : missing,
                   c == k_default_compiler ? " (LeetCode's)" : "",
                   c == chosen ? ", used when --compiler is not given (" + chosen_from + ")" : "");
        const std::string sanitizers = missing.empty() ? sanitizers_missing(c) : "";
        if (missing.empty() && !sanitizers.empty()) fmt::print("       its sanitizers: {}\n", sanitizers);
    }
}

// The Python 3 interpreter, and what a Python run sees of the machine.
void print_python() {
    fmt::print("\nPython 3 (a .py solution, or --lang python3):\n");
    try {
        const PythonRuntime r = find_python_runtime();
        fmt::print("  on   {} (Python {}), its library {}\n", r.interpreter.string(), r.version, r.stdlib.string());
        std::string shown;
        for (const auto& v : r.visible)
            shown += (shown.empty() ? "" : ", ") + v;
        fmt::print("       a Python run sees of the machine, read-only: {}; nothing else\n", shown);
    } catch (const JudgeError& e) {
        fmt::print("  off  {}\n", e.what());
    }
}

int run_doctor() {
    SandboxCaps caps = detect_sandbox();
    fmt::print("Protections for submitted code:\n");
    for (const auto& line : caps.describe())
        fmt::print("  {}\n", line);
    print_python();
    fmt::print("\nExplaining a failure:\n");
    const std::string sanitizers = sanitizers_missing(k_default_compiler);
    const std::string why_not = !sanitizers.empty() ? sanitizers
                                : caps.memory_cgroup.empty()
                                    ? "no memory cgroup to bound it (ASan's shadow cannot fit an address-space limit)"
                                    : "";
    fmt::print("  {}  sanitized re-run of a failing test (ASan, UBSan){}\n", why_not.empty() ? "on " : "off",
               why_not.empty() ? "" : ": " + why_not);
    std::error_code ec;
    const bool gdb = std::filesystem::exists("/usr/bin/gdb", ec);
    fmt::print("  {}  judge debug (gdb){}\n", gdb ? "on " : "off", gdb ? "" : ": no /usr/bin/gdb (apt-get install gdb)");
    print_compilers();
    fmt::print("\nSpeed-ups:\n");
    auto cache = default_cache_dir();
    fmt::print("  {}  compile cache{}\n", cache ? "on " : "off", cache ? ": " + cache->string() : ": no home folder");
    fmt::print("  on   {} cores for --jobs\n", std::max(1u, std::thread::hardware_concurrency()));
    fmt::print("\n{}\n", caps.missing().empty() ? "Every protection is on." : "Off here: " + caps.missing() + ".");
    return 0;
}

}  // namespace

CommandSpec doctor_command() {
    return {"doctor", "Which protections and speed-ups this machine allows", "Example:\n  bin/judge doctor", {},
            [] { return run_doctor(); }};
}

}  // namespace judge
