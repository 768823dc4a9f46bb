// Compiling: a submission (the generated driver and the solution, with the
// problem's flags) or a problem's own tool (validator, generator), under
// limits of their own so that a template bomb cannot hang the judge, through
// the build cache.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "build_cache.hpp"
#include "compile_log.hpp"
#include "language.hpp"
#include "problem.hpp"
#include "sandbox.hpp"
#include "tool_runner.hpp"
#include "toolchain.hpp"

namespace judge {

// How a built submission runs: its program (a C++ submission's, or the
// interpreter of a Python one), the arguments before the driver's own
// (--many), a framed record the driver reads first (the Python driver's
// payload: before each test's input, or a session's first call), and what
// the run must see of the machine (SandboxRequest::visible).
struct Program {
    Program() = default;
    Program(std::filesystem::path program) : binary(std::move(program)) {}  // NOLINT: a compiled program is one
    Program(const char* program) : binary(program) {}                       // NOLINT
    std::filesystem::path binary;
    std::vector<std::string> args;
    std::vector<std::string> environment;  // empty: the runner's minimal one
    std::string preamble;
    std::vector<std::string> visible;  // not empty: binary is the machine's interpreter, not the judge's build
};

struct CompileResult {
    bool ok = false;
    bool cached = false;
    std::int64_t ms = 0;
    std::string headline;  // one line for the report: the first error
    std::string log;       // the compiler's diagnostics, paths as the user wrote them
    std::filesystem::path binary;
    // The text compiled, exactly, in the judge's scratch under the file's own
    // name: what a debugger shows for the user's lines (never their path,
    // which may have changed since it was read).
    std::filesystem::path source;
    // A CE that the other compiler compiles (its headline says which to use).
    bool other_compiler_compiles = false;
    // The compiler was stopped by a limit (CPU, wall, idleness, diagnostics, a signal).
    bool stopped = false;
    // A Python submission: binary is the interpreter, and these run it (Program).
    std::vector<std::string> run_args, run_environment;
    std::string preamble;
    std::vector<std::string> visible;
    std::string language = "cpp";  // language_name()

    Program program() const {
        Program p(binary);
        p.args = run_args;
        p.environment = run_environment;
        p.preamble = preamble;
        p.visible = visible;
        return p;
    }
};

struct BuildSpec {
    Compiler compiler = Compiler::gcc;  // the problem's own tools: g++; a submission: the user's choice
    std::filesystem::path source;  // the translation unit
    std::vector<std::filesystem::path> include_dirs;
    std::vector<std::string> flags;
    std::vector<std::string> key_parts;  // the contents that decide the program, besides flags and compiler
    std::filesystem::path output;
    std::vector<std::pair<std::string, std::string>> log_renames;  // absolute path -> as shown
    std::function<std::filesystem::path()> prelude;                // an include folder to search first, if any
    std::function<std::vector<std::filesystem::path>()> objects;  // made on a cache miss, linked in
    bool object_only = false;                                      // -c: an object file, not a program
    // How a program is linked: -static, unless these are given instead (a
    // sanitized program cannot be static).
    std::vector<std::string> link_flags;
    // Confined, the compiler sees the toolchain, the source, the include
    // folders, these files and the output's folder, nothing else (no tests, no answers).
    std::vector<std::filesystem::path> readable_files;
};

// What a confined compile may see: the toolchain and system headers, these
// files and folders (read), and the output's folder (write).
FileAccess compile_file_access(const std::vector<std::filesystem::path>& readable,
                               const std::filesystem::path& output_dir);

// A trusted source (a problem's own tool): fetched from the cache by
// build_key(spec, false), else compiled and stored.
CompileResult build_program(ToolRunner& tools, BuildCache& cache, const BuildSpec& spec);

// One of the judge's own small programs under judge/runtime/ (NAME.cpp, a
// trusted tool: the sanitized launcher), built once
// into the cache and copied to scratch/NAME; throws JudgeError if it does
// not compile.
std::filesystem::path runtime_tool(ToolRunner& tools, BuildCache& cache, const std::filesystem::path& runtime_dir,
                                   const std::filesystem::path& scratch, const std::string& name);
// The compiler, the flags and the key parts, hashed; a confined build has a
// key of its own (one built before the compile step was confined may hold
// what it read then).
std::string build_key(const BuildSpec& spec, bool confined);
// The contents of every .hpp in these folders, in name order: key parts for
// a program that may include any of them.
std::vector<std::string> headers_in(const std::vector<std::filesystem::path>& dirs);

struct CompileRequest {
    std::filesystem::path solution;        // absolute
    std::string solution_display;          // as the user wrote it
    std::filesystem::path runtime_header;  // judge/runtime/leetcode_io.hpp
    std::filesystem::path scratch;         // driver.cpp and the binary go in its folder submission/, the only one the compile may write
    Compiler compiler;                     // no default: the session's (Session::compile_request)
    Language language = Language::cpp;     // a Python 3 file is checked and run by the interpreter instead
    // The solution's bytes as the caller read them (what it hashed, what its
    // history keeps): compiled from these, the path never read again. Else
    // the path is read, once.
    std::optional<std::string> text = std::nullopt;
};

// Another build of the same submission (sanitized, or for the debugger):
// flags added to the problem's for both units and the prelude, and
// link_flags instead of -static. Each variant has cache entries of its own.
struct BuildVariant {
    std::vector<std::string> extra_flags;
    std::vector<std::string> link_flags;
};

// The limits a built submission runs under: a Python one's own time limit.
inline Limits limits_for(const Limits& limits, const CompileResult& built) {
    return built.language == "python3" ? limits.for_python() : limits;
}
inline Limits limits_for(const Limits& limits, Language language) {
    return language == Language::python3 ? limits.for_python() : limits;
}

// A submission: untrusted, so compiled only through the sandbox, confined
// (its preprocessor directives run here), against the precompiled prelude.
CompileResult compile_solution(Sandbox& sandbox, BuildCache& cache, const Problem& problem,
                               const CompileRequest& request, const BuildVariant& variant = {});


}  // namespace judge
