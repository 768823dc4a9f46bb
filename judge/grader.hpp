// Grading: one compiled solution against a list of tests, through a
// ProcessRunner (real or fake), into a verdict per test.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "compiler.hpp"
#include "problem.hpp"
#include "process.hpp"
#include "test_set.hpp"
#include "verdict.hpp"

namespace judge {

struct TestResult {
    std::string name;
    Verdict verdict = Verdict::IE;
    std::string reason;
    RunOutcome run;
    std::string input;
    std::string expected;
    std::string got;  // normalized stdout
};

struct SubmissionResult {
    std::string problem;
    std::string solution;
    Verdict verdict = Verdict::AC;
    CompileResult compile;
    Limits limits;
    std::vector<TestResult> tests;
    int passed = 0;
    int total = 0;
};

// The request for one test run of `binary`, under the given limits.
RunRequest test_run_request(const std::filesystem::path& binary, const std::filesystem::path& scratch,
                            const Limits& limits, const std::string& input);

// Runs every test (at most `jobs` at once); results keep the tests' order.
// on_result is called as each result is known, from the calling thread.
std::vector<TestResult> grade_tests(ProcessRunner& runner, const std::filesystem::path& binary,
                                    const std::filesystem::path& scratch, const Problem& problem, const Limits& limits,
                                    const std::vector<TestCase>& tests, int jobs,
                                    const std::function<void(const TestResult&)>& on_result = {});

// The overall verdict: the first non-AC test's, in test order (AC if none).
Verdict overall_verdict(const std::vector<TestResult>& results);

}  // namespace judge
