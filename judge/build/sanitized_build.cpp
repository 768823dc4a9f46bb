#include "sanitized_build.hpp"

#include <algorithm>
#include <limits>
#include <system_error>

#include "error.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// The loader and the libraries a program linked with k_sanitize_link_flags
// needs (Debian's multiarch paths), by the names the launcher gives them.
struct RuntimeFile {
    const char* name;
    const char* path;
};
constexpr RuntimeFile k_runtime_files[] = {{"ld.so", "/lib64/ld-linux-x86-64.so.2"},
                                           {"libc.so.6", "/lib/x86_64-linux-gnu/libc.so.6"},
                                           {"libm.so.6", "/lib/x86_64-linux-gnu/libm.so.6"},
                                           // clang's ASan runtime links it (g++'s does not)
                                           {"libresolv.so.2", "/lib/x86_64-linux-gnu/libresolv.so.2"}};

void add_file(std::string& payload, const std::string& name, const std::string& bytes) {
    payload += name + " " + std::to_string(bytes.size()) + "\n";
    payload += bytes;
}

}  // namespace

CompileResult compile_sanitized(Sandbox& sandbox, BuildCache& cache, const Problem& problem, CompileRequest request,
                                bool every_test) {
    request.scratch /= every_test ? "sanitized-all" : "sanitized";
    fs::create_directories(request.scratch);
    std::vector<std::string> flags = sanitize_compile_flags(request.compiler);
    if (every_test) {
        // Judged, not only explained: at the problem's optimisation (as
        // LeetCode's -O2 with ASan), not -O1, and inlining as usual; without
        // UBSan's checks of every pointer (null, alignment, overflow), which
        // made a loop over a vector 10x slower (bench/RESULTS.md) and whose
        // faults ASan reports anyway.
        std::erase_if(flags, [](const std::string& f) { return f == "-O1" || f.rfind("-fno-inline", 0) == 0; });
        flags.emplace_back("-fno-sanitize=alignment,pointer-overflow,null");
        flags.emplace_back("-DJUDGE_SANITIZE_ALL");
    }
    return compile_solution(sandbox, cache, problem, request, {flags, sanitize_link_flags(request.compiler)});
}

fs::path sanitized_launcher(ToolRunner& tools, BuildCache& cache, const fs::path& runtime_dir,
                            const fs::path& scratch) {
    return runtime_tool(tools, cache, runtime_dir, scratch, "sanitized_launcher");
}

std::string sanitized_payload(const fs::path& program) {
    // The libraries are the same for every run of this judge: read once.
    static const std::string libraries = [] {
        std::string files;
        for (const auto& f : k_runtime_files) {
            std::error_code ec;
            if (!fs::exists(f.path, ec))
                throw JudgeError(std::string("the sanitized run needs ") + f.path + ", which this machine lacks");
            add_file(files, f.name, read_file_bytes(fs::canonical(f.path)));
        }
        return files;
    }();
    std::string payload = "judge-sanitized " + std::to_string(std::size(k_runtime_files) + 1) + "\n" + libraries;
    // The program the judge just built (in its private scratch), any size.
    add_file(payload, "solution", read_file_bytes(program, std::numeric_limits<std::uintmax_t>::max()));
    return payload;
}

std::vector<std::string> sanitizer_environment() {
    return {"PATH=/usr/bin:/bin", "LANG=C.UTF-8",
            "ASAN_OPTIONS=detect_leaks=0:symbolize=0:handle_abort=0:quarantine_size_mb=32:"
            "malloc_context_size=8:fast_unwind_on_malloc=0:print_summary=1:color=never",
            "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:symbolize=0:color=never",
            // LeakSanitizer needs ptrace, which the sandbox refuses: off in its own options too.
            "LSAN_OPTIONS=detect_leaks=0"};
}

std::string sanitizers_missing(Compiler compiler) {
    std::error_code ec;
    if (compiler == Compiler::clang) {
        // clang's runtimes, in its resource folder (Debian's libclang-rt-19-dev).
        const fs::path dir = "/usr/lib/llvm-19/lib/clang/19/lib/linux";
        for (const char* lib : {"libclang_rt.asan-x86_64.a", "libclang_rt.ubsan_standalone-x86_64.a"})
            if (!fs::exists(dir / lib, ec))
                return std::string("no ") + lib + " under " + dir.string() + " (Debian's libclang-rt-19-dev)";
        for (const auto& f : k_runtime_files)
            if (!fs::exists(f.path, ec)) return std::string("no ") + f.path;
        return "";
    }
    bool asan = false, ubsan = false;
    for (const auto& arch : fs::directory_iterator("/usr/lib/gcc", ec))
        for (const auto& version : fs::directory_iterator(arch.path(), ec)) {
            asan = asan || fs::exists(version.path() / "libasan.a", ec);
            ubsan = ubsan || fs::exists(version.path() / "libubsan.a", ec);
        }
    if (!asan || !ubsan)
        return std::string("no ") + (!asan ? "libasan.a" : "libubsan.a") + " under /usr/lib/gcc (Debian's libasan8 and libubsan1 come with g++)";
    for (const auto& f : k_runtime_files)
        if (!fs::exists(f.path, ec)) return std::string("no ") + f.path;
    return "";
}

}  // namespace judge
