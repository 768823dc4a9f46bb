// Which compiler builds a submission: clang 19 (LeetCode's: clang, C++23)
// or g++. Both use libstdc++, so a solution behaves the same under either
// (one library's containers, iteration orders and printers for gdb), and
// #include <bits/stdc++.h> works under both. The problem's compile_flags
// name the standard and the optimisation; the compiler is the user's choice
// (--compiler, or the config file's default).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

enum class Compiler { clang, gcc };

// LeetCode's compiler: the default when neither --compiler nor the config says.
inline constexpr Compiler k_default_compiler = Compiler::clang;

// "clang" or "gcc": as --compiler and the config file spell it.
const char* compiler_name(Compiler c);
// The option's other name: the one a CE that compiles under it names.
Compiler other_compiler(Compiler c);
// "clang", "clang++", "gcc", "g++" (as users type them); none otherwise.
std::optional<Compiler> compiler_named(std::string_view name);

// The driver program the judge runs (/usr/bin/clang++-19, /usr/bin/g++).
const char* compiler_program(Compiler c);
// The Debian package that holds it (the line that says it is missing names it).
const char* compiler_package(Compiler c);
// "" when the compiler is installed, else one line saying what to install.
std::string compiler_missing(Compiler c);

// Which compiler: its resolved path, size and time, without running it (a
// part of every build key: an upgraded compiler builds everything anew).
// clang's also holds g++'s: the libstdc++ headers it compiles against come
// with g++.
std::string compiler_identity(Compiler c);

// What the precompiled prelude needs besides the flags: clang's precompiled
// header must be built with -static when the program links statically (it
// records __STATIC__); g++'s needs nothing more.
std::vector<std::string> prelude_mode_flags(Compiler c, bool static_link);

// The sanitized build's flags for this compiler (added to the problem's),
// and how it links: every library but the C library linked in.
std::vector<std::string> sanitize_compile_flags(Compiler c);
std::vector<std::string> sanitize_link_flags(Compiler c);

}  // namespace judge
