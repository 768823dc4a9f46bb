#include "toolchain.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace judge;

TEST_CASE("compilers: the names users type, the other one, the default") {
    CHECK(compiler_named("clang") == Compiler::clang);
    CHECK(compiler_named("clang++") == Compiler::clang);
    CHECK(compiler_named("gcc") == Compiler::gcc);
    CHECK(compiler_named("g++") == Compiler::gcc);
    CHECK_FALSE(compiler_named("msvc"));
    CHECK_FALSE(compiler_named(""));
    CHECK(other_compiler(Compiler::clang) == Compiler::gcc);
    CHECK(other_compiler(Compiler::gcc) == Compiler::clang);
    CHECK(k_default_compiler == Compiler::clang);
    CHECK(std::string(compiler_name(Compiler::clang)) == "clang");
    CHECK(std::string(compiler_program(Compiler::gcc)) == "/usr/bin/g++");
}

TEST_CASE("compilers: identities differ, and clang's holds the libstdc++ it compiles against") {
    const std::string clang = compiler_identity(Compiler::clang), gcc = compiler_identity(Compiler::gcc);
    CHECK(clang != gcc);
    CHECK(clang.find(gcc) != std::string::npos);
}

TEST_CASE("compilers: clang's prelude records -static, and each has its own sanitizer flags") {
    CHECK(prelude_mode_flags(Compiler::clang, true) == std::vector<std::string>{"-static"});
    CHECK(prelude_mode_flags(Compiler::clang, false).empty());
    CHECK(prelude_mode_flags(Compiler::gcc, true).empty());
    auto has = [](const std::vector<std::string>& v, const char* f) { return std::find(v.begin(), v.end(), f) != v.end(); };
    // g++-only flags are not handed to clang (it warns and ignores them), and the reverse.
    CHECK(has(sanitize_compile_flags(Compiler::gcc), "-fno-inline-functions-called-once"));
    CHECK_FALSE(has(sanitize_compile_flags(Compiler::clang), "-fno-inline-functions-called-once"));
    CHECK(has(sanitize_link_flags(Compiler::gcc), "-static-libasan"));
    CHECK_FALSE(has(sanitize_link_flags(Compiler::clang), "-static-libasan"));
    for (Compiler c : {Compiler::clang, Compiler::gcc}) {
        CHECK(has(sanitize_compile_flags(c), "-fsanitize=address,undefined"));
        CHECK(has(sanitize_link_flags(c), "-fsanitize=address,undefined"));
    }
}
