#include "toolchain.hpp"

#include <filesystem>
#include <system_error>

namespace judge {
namespace fs = std::filesystem;

const char* compiler_name(Compiler c) { return c == Compiler::clang ? "clang" : "gcc"; }

Compiler other_compiler(Compiler c) { return c == Compiler::clang ? Compiler::gcc : Compiler::clang; }

std::optional<Compiler> compiler_named(std::string_view name) {
    if (name == "clang" || name == "clang++") return Compiler::clang;
    if (name == "gcc" || name == "g++") return Compiler::gcc;
    return std::nullopt;
}

const char* compiler_program(Compiler c) { return c == Compiler::clang ? "/usr/bin/clang++-19" : "/usr/bin/g++"; }

const char* compiler_package(Compiler c) { return c == Compiler::clang ? "clang-19" : "g++"; }

std::string compiler_missing(Compiler c) {
    std::error_code ec;
    if (fs::exists(compiler_program(c), ec)) return "";
    return std::string("--compiler ") + compiler_name(c) + ": " + compiler_program(c) +
           " is not installed (sudo apt-get install " + compiler_package(c) + "; or pass --compiler " +
           compiler_name(other_compiler(c)) + ")";
}

namespace {
std::string file_identity(const char* program) {
    std::error_code ec;
    fs::path real = fs::canonical(program, ec);
    if (ec) return program;
    auto size = fs::file_size(real, ec);
    auto time = fs::last_write_time(real, ec).time_since_epoch().count();
    return real.string() + ":" + std::to_string(size) + ":" + std::to_string(time);
}
}  // namespace

std::string compiler_identity(Compiler c) {
    if (c == Compiler::gcc) return file_identity(compiler_program(c));
    return file_identity(compiler_program(c)) + " with libstdc++ of " + file_identity(compiler_program(Compiler::gcc));
}

std::vector<std::string> prelude_mode_flags(Compiler c, bool static_link) {
    if (c == Compiler::clang && static_link) return {"-static"};
    return {};
}

// -O1, as ASan advises: at -O2 two failing checks of one function may share
// one call, and the line is lost; the user's method is not inlined into the
// driver (a stack overflow on entry then names it). object-size is left to
// ASan, which names the region; _GLIBCXX_ASSERTIONS turns an index past a
// vector's end into an abort.
std::vector<std::string> sanitize_compile_flags(Compiler c) {
    std::vector<std::string> flags = {"-fsanitize=address,undefined", "-fno-sanitize=object-size",
                                      "-fno-sanitize-recover=undefined", "-fno-omit-frame-pointer",
                                      "-g", "-O1", "-D_GLIBCXX_ASSERTIONS"};
    flags.emplace_back(c == Compiler::gcc ? "-fno-inline-functions-called-once" : "-fno-inline-functions");
    return flags;
}

// clang links its sanitizer runtimes statically by default; g++ is asked to.
std::vector<std::string> sanitize_link_flags(Compiler c) {
    if (c == Compiler::clang) return {"-fsanitize=address,undefined", "-static-libstdc++", "-static-libgcc"};
    return {"-fsanitize=address,undefined", "-static-libasan", "-static-libubsan", "-static-libstdc++",
            "-static-libgcc"};
}

}  // namespace judge
