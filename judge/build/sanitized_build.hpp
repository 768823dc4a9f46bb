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

// Added to the problem's flags. -O1, as ASan advises: at -O2 two failing
// checks of one function may share one call, and the line is lost; the
// user's method is not inlined into the driver (a stack overflow on entry
// then names it). object-size is left to ASan, which names the region;
// _GLIBCXX_ASSERTIONS turns an index past a vector's end into an abort.
inline const std::vector<std::string> k_sanitize_flags = {
    "-fsanitize=address,undefined", "-fno-sanitize=object-size", "-fno-sanitize-recover=undefined",
    "-fno-omit-frame-pointer", "-g", "-O1", "-fno-inline-functions-called-once", "-D_GLIBCXX_ASSERTIONS"};
// Everything but the C library linked in, so that the run needs only the
// loader, libc and libm beside it.
inline const std::vector<std::string> k_sanitize_link_flags = {
    "-fsanitize=address,undefined", "-static-libasan", "-static-libubsan", "-static-libstdc++", "-static-libgcc"};

// The submission built sanitized into request.scratch/sanitized/.
CompileResult compile_sanitized(Sandbox& sandbox, BuildCache& cache, const Problem& problem, CompileRequest request);

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
std::string sanitizers_missing();

}  // namespace judge
