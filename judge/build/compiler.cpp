#include "compiler.hpp"

#include "python_program.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string_view>

#include "compile_log.hpp"
#include "compile_step.hpp"
#include "driver.hpp"
#include "export_source.hpp"
#include "idle_watch.hpp"
#include "error.hpp"
#include "replace_all.hpp"
#include "safe_text.hpp"
#include "file_write.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// What decides how the compiler links (or not), after the flags: an object
// (-c; for clang, -static too when its program will be static, as its
// precompiled header was built), a static program, or the variant's link flags.
std::vector<std::string> mode_args(const BuildSpec& spec) {
    const bool static_link = spec.link_flags.empty();
    if (spec.object_only) {
        std::vector<std::string> args = prelude_mode_flags(spec.compiler, static_link);
        args.emplace_back("-c");
        return args;
    }
    if (static_link) return {"-static"};
    return spec.link_flags;
}


}  // namespace

std::string build_key(const BuildSpec& spec, bool confined) {
    std::vector<std::string_view> parts;
    // In the order the compiler gets them: how it links, then the flags.
    std::string identity = compiler_identity(spec.compiler), flags;
    for (const auto& f : mode_args(spec))
        flags += "mode " + f + '\n';
    for (const auto& f : spec.flags)
        flags += f + '\n';
    // A program compiled before the compile step was confined may hold what
    // it read then (an answer file): it is not reused for a confined build.
    if (confined) flags += "confined: landlock v1\n";
    parts.push_back(identity);
    parts.push_back(flags);
    for (const auto& p : spec.key_parts)
        parts.push_back(p);
    return content_key(parts);
}

std::vector<std::string> headers_in(const std::vector<fs::path>& dirs) {
    std::vector<fs::path> headers;
    for (const auto& dir : dirs)
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".hpp") headers.push_back(entry.path());
    std::sort(headers.begin(), headers.end());
    std::vector<std::string> contents;
    for (const auto& h : headers)
        contents.push_back(read_file_bytes(h));
    return contents;
}

FileAccess compile_file_access(const std::vector<fs::path>& readable, const fs::path& output_dir) {
    FileAccess access;
    // The toolchain (Debian's /bin and /lib are links into /usr), the system
    // headers and libraries; not /usr as a whole (a clone may live under it).
    for (const char* dir : {"/usr/bin", "/usr/lib", "/usr/lib64", "/usr/libexec", "/usr/lib32", "/usr/libx32"})
        access.emplace_back(dir, LandlockAccess::read_execute);
    for (const char* path : {"/usr/include", "/usr/local/include", "/etc/ld.so.cache", "/dev/null"})
        access.emplace_back(path, LandlockAccess::read);
    for (const auto& path : readable)
        access.emplace_back(path, LandlockAccess::read);
    access.emplace_back(output_dir, LandlockAccess::write);
    return access;
}

namespace {

CompileResult build_with(const CompileStep& step, BuildCache& cache, const BuildSpec& spec) {
    CompileResult result;
    result.binary = spec.output;
    auto start = std::chrono::steady_clock::now();
    const std::string key = build_key(spec, step.confined);
    if (cache.fetch(key, spec.output)) {
        result.ok = result.cached = true;
        result.ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        return result;
    }

    ToolRequest run;
    run.program = compiler_program(spec.compiler);
    // How it links first: a variant's link flags (-fsanitize=...) must not
    // come after, and so override, its compile flags (-fno-sanitize=...).
    run.args = mode_args(spec);
    run.args.insert(run.args.end(), spec.flags.begin(), spec.flags.end());
    auto renames = spec.log_renames;
    std::vector<fs::path> readable = spec.include_dirs;
    if (spec.prelude)
        if (fs::path dir = spec.prelude(); !dir.empty()) {
            if (spec.compiler == Compiler::clang) {
                run.args.push_back("-include-pch");
                run.args.push_back(prelude_file(spec.compiler, dir).string());
                readable.push_back(dir);
            } else {
                run.args.push_back("-I" + dir.string());
            }
            renames.emplace_back(dir.string() + "/", "");  // the cache folder is never shown: "bits/stdc++.h"
        }
    for (const auto& dir : spec.include_dirs)
        run.args.push_back("-I" + dir.string());
    for (const char* flag : {"-pipe", "-fdiagnostics-color=never", "-o"})
        run.args.emplace_back(flag);
    run.args.push_back(spec.output.string());
    run.args.push_back(spec.source.string());
    if (spec.objects)
        for (const auto& object : spec.objects())
            run.args.push_back(object.string());
    run.working_dir = spec.output.parent_path();
    run.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "TMPDIR=" + spec.output.parent_path().string()};
    readable.push_back(spec.source);
    for (const auto& arg : run.args)
        if (arg.rfind("-I", 0) == 0) readable.emplace_back(arg.substr(2));
    for (const auto& file : spec.readable_files)
        readable.push_back(file);
    // CPU time bounds a compile; the wall clock only backs it up: a busy
    // machine stretches a compile's wall time many times over, and one that
    // only waits is stopped by the idle rule (idle_watch.hpp).
    run.cpu_limit_ms = 60'000;
    run.wall_limit_ms = 600'000;
    run.memory_limit_kib = 4LL << 20;
    run.output_limit_bytes = 4 << 20;       // diagnostics
    run.file_size_limit_bytes = 512 << 20;  // objects and the program (a 5 MB table is fine; .fill 3G is not)
    run.stderr_keep_bytes = 256 << 10;

    RunOutcome outcome = step.run(run, compile_file_access(readable, spec.output.parent_path()));
    result.ms = outcome.wall_us / 1000;
    result.log = outcome.stderr_data + outcome.stdout_data;
    renames.emplace_back(run.working_dir.string() + "/", "");  // the linker's temporary objects
    if (auto folder = cache.folder()) renames.emplace_back(folder->string(), "<judge cache>");
    for (const auto& [from, to] : renames)
        replace_all(result.log, from, to);
    result.stopped = outcome.signal || outcome.wall_timeout || outcome.output_exceeded || outcome.idle_timeout ||
                     outcome.cpu_timeout;
    result.ok = outcome.exit_code == 0 && !result.stopped;
    if (outcome.idle_timeout) {
        result.log = "judge: error: the compiler was stopped: it waited " + std::to_string(k_idle_limit.count()) +
                     " s without using the CPU (an #include of a pipe, a FIFO or a terminal?)\n" + result.log;
    } else if (!result.ok && (outcome.cpu_timeout || outcome.wall_timeout || outcome.signal || outcome.output_exceeded)) {
        // Said in a line of its own that leads when the compiler said nothing.
        const std::string why =
            outcome.cpu_timeout     ? "it used its 60 s of CPU"
            : outcome.output_exceeded ? "its diagnostics passed 4 MiB"
            : outcome.wall_timeout
                ? "it ran " + std::to_string(run.wall_limit_ms / 1000) + " s on the clock with " +
                      std::to_string(outcome.cpu_us / 1000) + " ms of CPU: the machine is too busy to compile"
                : "signal " + std::to_string(*outcome.signal) + " after " + std::to_string(outcome.cpu_us / 1000) +
                      " ms of CPU";
        const std::string note = "judge: error: the compiler was stopped: " + why +
                                 " (limits: 60 s CPU, 4 GiB, 4 MiB of diagnostics, files of 512 MiB)";
        result.log = result.log.empty() ? note : result.log + "\n" + note;
    }
    if (!result.ok) result.headline = compile_headline(result.log);
    if (result.ok) cache.store(key, spec.output);
    return result;
}

}  // namespace

CompileResult build_program(ToolRunner& tools, BuildCache& cache, const BuildSpec& spec) {
    return build_with(trusted(tools), cache, spec);
}

fs::path runtime_tool(ToolRunner& tools, BuildCache& cache, const fs::path& runtime_dir, const fs::path& scratch,
                      const std::string& name) {
    BuildSpec spec;
    spec.source = runtime_dir / (name + ".cpp");
    spec.flags = {"-std=c++20", "-O2"};
    spec.key_parts = {read_file_bytes(spec.source)};
    spec.output = scratch / name;
    CompileResult built = build_program(tools, cache, spec);
    if (!built.ok) throw JudgeError("the judge's " + name + " does not compile: " + built.headline);
    return built.binary;
}

namespace {

// Whether the solution's unit compiles with the other compiler (an object,
// no prelude, nothing linked): asked only after a CE, to say when the
// compiler is the cause.
bool compiles_with_other(const CompileStep& step, BuildCache& cache, const BuildSpec& failed) {
    const Compiler other = other_compiler(failed.compiler);
    if (!compiler_missing(other).empty()) return false;
    BuildSpec spec = failed;
    spec.compiler = other;
    spec.object_only = true;
    spec.prelude = nullptr;
    spec.objects = nullptr;
    spec.flags.emplace_back("-O0");  // whether it compiles, not how fast it runs
    spec.output = failed.output.parent_path() / "other-compiler.o";
    return build_with(step, cache, spec).ok;
}

// A path as a C string literal (#line's): quotes, backslashes and every
// byte outside printable ASCII escaped in octal.
std::string c_string_literal(const std::string& text) {
    std::string out = "\"";
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') out += '\\', out += ch;
        else if (c >= 0x20 && c < 0x7f) out += ch;
        else out += fmt::format("\\{:03o}", c);
    }
    return out + "\"";
}

}  // namespace

// Every compile a submission starts is confined: its own unit, and main's
// and the prelude's, built on a cache miss of its compile.
CompileResult compile_solution(Sandbox& sandbox, BuildCache& cache, const Problem& problem,
                               const CompileRequest& request, const BuildVariant& variant) {
    if (request.language == Language::python3) {
        if (!variant.extra_flags.empty() || !variant.link_flags.empty())
            throw JudgeError(request.solution_display + ": a Python 3 solution has no sanitized or debug build");
        return prepare_python_solution(sandbox, problem, request, python_runtime());
    }
    const CompileStep step = confined(sandbox);
    // The confined compile may write only here: a folder of its own, so that
    // nothing else in the scratch folder (the problem's tools, built and run
    // with the judge's rights) is within its reach.
    const fs::path work = request.scratch / "submission";
    fs::create_directories(work);
    // The solution read once, by the safe reader, and compiled from a copy
    // in that folder: the compiler never opens the user's path, which another
    // user could have turned into a link to a file only the judge may read
    // after it was read (a class graded as root). The copy's #line gives
    // messages and debug information the user's path, as before.
    const std::string solution_text = request.text ? *request.text : read_file_bytes(request.solution);
    const fs::path copy = work / "solution.cpp";
    // A byte-order mark (an editor's "UTF-8 with BOM") is no longer at the
    // file's start behind the #line: the compilers take it for a stray character.
    write_text_file(copy, "#line 1 " + c_string_literal(request.solution.string()) + "\n" +
                              std::string(without_bom(solution_text)));
    const DriverSources sources = generate_driver(problem, copy, request.runtime_header);
    const DriverSources pattern = generate_driver(problem, "SOLUTION", "RUNTIME");
    // main's unit includes the runtime's headers; the solution's, none of them.
    const std::vector<std::string> runtime = headers_in({request.runtime_header.parent_path()});
    std::vector<std::string> flags = problem.compile_flags;
    flags.insert(flags.end(), variant.extra_flags.begin(), variant.extra_flags.end());
    const Compiler compiler = request.compiler;
    if (const std::string missing = compiler_missing(compiler); !missing.empty()) throw JudgeError(missing);
    std::vector<std::string> prelude_flags = flags;
    for (const auto& f : prelude_mode_flags(compiler, variant.link_flags.empty()))
        prelude_flags.push_back(f);
    // Asked only on a cache miss, so a cached resubmission never builds it.
    auto prelude = [&step, &cache, compiler, prelude_flags] {
        return precompiled_prelude(step, cache, compiler, prelude_flags);
    };
    BuildSpec spec;
    spec.compiler = compiler;
    spec.source = work / "driver.cpp";
    spec.flags = flags;
    spec.link_flags = variant.link_flags;
    // The key holds the solution's text, not its path: a moved file is the same program.
    // The unit as generated for this solution (its own ListNode/TreeNode checks
    // depend on its text), with its paths as placeholders.
    std::string solution_unit = sources.solution_unit;
    replace_all(solution_unit, copy.string(), "SOLUTION");
    replace_all(solution_unit, request.runtime_header.string(), "RUNTIME");
    spec.key_parts = {solution_unit, pattern.main_unit, solution_text};
    spec.key_parts.insert(spec.key_parts.end(), runtime.begin(), runtime.end());
    // A variant's debug information names the file it was built from (gdb's
    // frames, the sanitizer's lines): the same text at another path is another build.
    if (!variant.extra_flags.empty()) spec.key_parts.push_back("built from " + request.solution.string());
    spec.output = work / "solution";
    spec.prelude = prelude;
    spec.readable_files = {copy};
    spec.log_renames = {{request.solution.string(), request.solution_display},
                        {copy.string(), request.solution_display},
                        {spec.source.string(), "driver.cpp"},
                        {(work / "driver_main.o").string(), "driver_main.o"}};
    write_text_file(spec.source, sources.solution_unit);
    // main's unit: the same for every solution of this problem, built once.
    spec.objects = [&step, &cache, &problem, &request, &work, &sources, &pattern, &runtime, &flags, &variant,
                    compiler, prelude] {
        BuildSpec main_spec;
        main_spec.compiler = compiler;
        main_spec.source = work / "driver_main.cpp";
        main_spec.flags = flags;
        main_spec.link_flags = variant.link_flags;  // an object: they decide only clang's -static
        main_spec.key_parts = {pattern.main_unit};
        main_spec.key_parts.insert(main_spec.key_parts.end(), runtime.begin(), runtime.end());
        main_spec.output = work / "driver_main.o";
        main_spec.prelude = prelude;
        main_spec.object_only = true;
        main_spec.readable_files = {request.runtime_header.parent_path()};
        write_text_file(main_spec.source, sources.main_unit);
        CompileResult main_object = build_with(step, cache, main_spec);
        if (!main_object.ok)
            throw JudgeError("the judge's driver for problem " + problem.id +
                             " does not compile: " + main_object.headline);
        return std::vector<fs::path>{main_spec.output};
    };
    CompileResult result = build_with(step, cache, spec);
    result.source = work / "source" / request.solution.filename();
    fs::create_directories(result.source.parent_path());
    write_text_file(result.source, solution_text);
    if (!result.ok) {
        const std::string& source = solution_text;
        if (is_exported_source(source))
            result.headline = exported_source_headline(request.solution_display);
        else if (log_says_main_defined_twice(result.log))
            result.headline = own_main_headline(request.solution_display, source);
        else if (auto other = wrong_class_headline(request.solution_display, source, problem.id,
                                                   problem.signature.class_name,
                                                   problem.signature.design ? "" : problem.signature.method))
            result.headline = *other;
        // Not after a compile a limit stopped: a template bomb is not given a second minute.
        else if (!result.stopped && (result.other_compiler_compiles = compiles_with_other(step, cache, spec)))
            result.headline = other_compiler_headline(compiler, source, result.headline);
    }
    return result;
}

}  // namespace judge
