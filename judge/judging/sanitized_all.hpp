// Every test under AddressSanitizer and UBSan, as LeetCode runs them
// (--like-leetcode): the submission's sanitized build (sanitized_build.hpp)
// judged like the normal one, through the sanitized launcher, with limits
// scaled by what the sanitizers cost. An out-of-bounds read that happens to
// give the right answer is then an RE, here as there.
#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "compiler.hpp"
#include "problem.hpp"
#include "sandbox.hpp"
#include "session.hpp"

namespace judge {

// What the sanitizers cost, measured on the shipped accepted solutions
// (README, "LeetCode's sanitizer"): CPU time and memory limits are these
// multiples of the problem's under --like-leetcode.
inline constexpr int k_sanitized_time_factor = 5;
inline constexpr int k_sanitized_memory_factor = 3;

struct SanitizedAll {
    std::filesystem::path program;                // the launcher: what each test runs
    Limits limits;                                // the scaled limits the verdicts are decided by
    std::function<void(SandboxRequest&)> prepare;  // GradeOptions::prepare
};

// Why every test cannot run sanitized here ("" if it can): no sanitizer
// runtime, or no memory cgroup to bound ASan's shadow.
std::string sanitized_all_missing(const Session& session, Compiler compiler);

// Builds the sanitized program and the launcher; throws JudgeError when
// sanitized_all_missing says why not, or the sanitized build fails.
SanitizedAll prepare_sanitized_all(Session& session, const Problem& problem, const CompileRequest& request,
                                   const Limits& limits);

}  // namespace judge
