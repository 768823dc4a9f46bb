// Driver generation: from a problem's signature, the C++ main that reads
// each argument from stdin, calls a fresh Solution and prints the result.
#pragma once

#include <filesystem>
#include <string>

#include "problem.hpp"

namespace judge {

// Marks the diagnostic a driver emits when the method is missing or has
// another signature, so that the compile report can lead with it.
inline constexpr const char* k_signature_marker = "judge: expected";

// The two translation units of a submission's program. The solution's:
// LeetCode's prelude, the solution (included by absolute path so that
// diagnostics name its lines), and one function that calls a fresh Solution
// (where a missing method or another signature is reported). main's: reads
// each argument with the shared literal reader (runtime_header), calls that
// function, prints the result; it depends only on the signature, so it is
// compiled once and linked with every submission (most of a cold compile's
// time went into it).
struct DriverSources {
    std::string solution_unit;
    std::string main_unit;
};
DriverSources generate_driver(const Problem& problem, const std::filesystem::path& solution,
                              const std::filesystem::path& runtime_header);

}  // namespace judge
