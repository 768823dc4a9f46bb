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

// The translation unit to compile: LeetCode's prelude, the shared literal
// reader (runtime_header), the solution (included by absolute path so that
// diagnostics name its lines), then main.
std::string generate_driver(const Problem& problem, const std::filesystem::path& solution,
                            const std::filesystem::path& runtime_header);

}  // namespace judge
