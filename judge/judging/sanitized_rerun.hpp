// The sanitized re-run of one failing test: the submission built with the
// sanitizers (judge/build/sanitized_build.hpp), run on the test's input in
// the same sandbox, its report turned into a Diagnosis. Explanation only:
// the test's verdict and time are the normal run's.
#pragma once

#include <optional>
#include <string>

#include "compiler.hpp"
#include "diagnosis.hpp"
#include "grader.hpp"
#include "problem.hpp"
#include "session.hpp"

namespace judge {

struct SanitizedRun {
    std::optional<Diagnosis> diagnosis;
    std::string note;  // why there is none, or how this run's limits differ
};

// test_name: what the note's `judge debug` command names as the input.
SanitizedRun rerun_sanitized(Session& session, const Problem& problem, const CompileRequest& request,
                             const Limits& limits, const std::string& input, const OutsideText& test_name = OutsideText());

// The first test that failed with RE (with any_verdict: failed at all),
// re-run sanitized; its diagnosis (or the note why none) set on it. With
// any_verdict (--sanitize), when that re-run finds nothing, the next failing
// tests are re-run too (k_sanitized_reruns in all), and the first finding is
// set on the first test, its note naming the test it came from.
inline constexpr int k_sanitized_reruns = 3;
void explain_first_failure(Session& session, const Problem& problem, const CompileRequest& request,
                           const Limits& limits, std::vector<TestResult>& tests, bool any_verdict);

// The sanitizers' limits for a run: the same memory limit, held by the
// memory cgroup (there is no re-run without one: an address-space limit
// cannot hold ASan's shadow, terabytes reserved); more CPU.
SandboxRequest sanitized_run_request(const std::filesystem::path& launcher, const Limits& limits,
                                     std::string stdin_data);

}  // namespace judge
