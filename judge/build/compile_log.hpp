// What the compiler said, made readable for the user: the one line a CE
// report leads with, and the one mistake a LeetCode habit makes at link time
// (a file that keeps its own main).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "toolchain.hpp"

namespace judge {

// The first line worth leading a CE report with: the driver's signature
// message if present, else the first "error:" line, else the first line.
// An error about a part of the standard library newer than this machine's
// (libstdc++ 12: <print>, <format>, std::ranges::to, ...) says so first.
std::string compile_headline(const std::string& log);
// The same line, as the log has it (no note).
std::string first_headline(const std::string& log);

// Whether the link failed because the solution defines main beside the
// driver's ("multiple definition of `main'").
bool log_says_main_defined_twice(const std::string& log);

// The 1-based line where the source defines main at file scope (comments,
// strings and anything inside braces skipped), if it does.
std::optional<int> main_definition_line(const std::string& source);

// The classes and structs the source defines at file scope, in order
// (comments, strings, bodies, forward declarations and template
// parameters skipped).
std::vector<std::string> classes_defined(const std::string& source);

// When the source defines classes but not the one the problem wants:
// "mine.cpp: this file defines Solution, and problem 146 wants class
// LRUCache (...)"; none when it defines that class or no class at all.
std::optional<std::string> wrong_class_headline(const std::string& display, const std::string& source,
                                                const std::string& problem_id, const std::string& wanted,
                                                const std::string& method = "");

// The newer language feature a source uses that g++ 12 lacks and clang 19
// has ("C++23's deducing this"), looked for outside comments and strings;
// none when it uses none of those the judge knows.
std::optional<std::string> clang_only_feature(const std::string& source);

// The headline of a CE under `failed` that compiles under the other
// compiler: "C++23's deducing this: compile with --compiler clang
// (LeetCode's default)", or the compiler's own headline with that advice.
std::string other_compiler_headline(Compiler failed, const std::string& source, const std::string& headline);

// "mine.cpp:8: the file defines main; ..." (the line when it is found).
std::string own_main_headline(const std::string& display, const std::string& source);

}  // namespace judge
