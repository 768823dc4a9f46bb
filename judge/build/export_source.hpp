// `judge export`: a submission as one self-contained .cpp, the solution and
// the judge's own driver (its literal reader inlined), with a main that
// reads the LeetCode literals from stdin and prints the result. A plain
// `clang++-19 -std=c++23 out.cpp` (or g++) builds it, so any IDE can step
// through it; its first lines name the compiler and flags it was judged with.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "problem.hpp"
#include "toolchain.hpp"

namespace judge {

// runtime_dir: judge/runtime; display: the solution's name as the user wrote it.
std::string export_source(const Problem& problem, const std::filesystem::path& solution, const std::string& display,
                          const std::filesystem::path& runtime_dir, Compiler compiler);

// The compiler's command with the problem's flags ("clang++-19 -std=c++23
// -O2"), as a user would type it; `debug` gives the standard alone with -g -O0.
std::string compile_command(Compiler compiler, const std::vector<std::string>& flags, bool debug = false);

// Whether `source` is a file export_source wrote (its first lines say so):
// submitted again, it holds a second driver and main.
bool is_exported_source(const std::string& source);

// A compile error's headline for such a file: "<display>: written by judge
// export, ...; submit the solution it was made from".
std::string exported_source_headline(const std::string& display);

}  // namespace judge
