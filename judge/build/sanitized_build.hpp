// The sanitized program of a submission: the same driver and solution
// built with AddressSanitizer and UndefinedBehaviorSanitizer, to explain a
// failing test (the judging layer's sanitized re-run), never to judge it.
// Cached like the normal build, with a precompiled prelude and a main
// object of its own (the flags are part of every key).
//
// An ASan program cannot be static and the sandbox's root is empty: the
// run starts the static launcher (judge/runtime/sanitized_launcher.cpp),
// which takes the loader, the C library and the program from the front of
// its stdin (sanitized_payload) and executes them from its own folder.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "compiler.hpp"

namespace judge {

// The flags: sanitize_compile_flags and sanitize_link_flags (toolchain.hpp).
// The submission built sanitized into request.scratch/sanitized/.
// every_test: the build that judges every test (--like-leetcode), with the
// sanitizers' cheaper options (JUDGE_SANITIZE_ALL: driver_main.hpp).
CompileResult compile_sanitized(Sandbox& sandbox, BuildCache& cache, const Problem& problem, CompileRequest request,
                                bool every_test = false);

// The launcher (static, the judge's own code), built once into the cache.
std::filesystem::path sanitized_launcher(ToolRunner& tools, BuildCache& cache,
                                         const std::filesystem::path& runtime_dir,
                                         const std::filesystem::path& scratch);

// What goes before the test's input on the launcher's stdin: the loader,
// the libraries the program needs and the program. Throws JudgeError when
// this machine lacks one of them.
std::string sanitized_payload(const std::filesystem::path& program);

// The sanitizers' options for the run: reports on stderr, unsymbolized
// (module+offset: the judge symbolizes them itself, from the program it
// built), no leak check (LeakSanitizer needs ptrace, which the sandbox
// refuses), the first error ends the run.
std::vector<std::string> sanitizer_environment();

// Whether this compiler can build a sanitized program ("" if so, else why not).
std::string sanitizers_missing(Compiler compiler);

}  // namespace judge
