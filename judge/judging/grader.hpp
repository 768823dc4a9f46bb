// Grading: one compiled solution against a list of tests, in a Sandbox
// (real or fake), into a verdict per test.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "checker.hpp"
#include "compiler.hpp"
#include "diagnosis.hpp"
#include "problem.hpp"
#include "sandbox.hpp"
#include "test_set.hpp"
#include "verdict.hpp"

namespace judge {

struct TestResult {
    OutsideText name;
    Verdict verdict = Verdict::IE;
    std::string reason;
    RunOutcome run;
    std::string input;
    std::string expected;
    std::string expected_from = k_from_answer_file;  // or k_from_reference
    std::string got;                                 // normalized stdout
    TimeClock clock = TimeClock::cpu;                // which clock decided its time
    // Its CPU time in each run when it was measured again (a TLE within the
    // margin of the limit); empty when it ran once. `run` is the lower.
    std::vector<std::int64_t> cpu_runs_us;
    std::int64_t ref_cpu_us = -1;                    // the fastest accepted solution on this test; -1 unknown
    std::string reference_answer;  // set when the user's .ans differs from the reference solution's answer
    // The sanitized re-run's finding (sanitized_rerun.hpp), or why there is none.
    std::optional<Diagnosis> diagnosis;
    std::string diagnosis_note;
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
    std::string hint;               // the problem's explainer on the first wrong answer, if any
    std::string reference;          // the fastest accepted solution, timed beside this one
    double time_ratio = 0;          // total CPU over the reference's on the same tests; 0 unknown
    double time_noise = 0;          // the reference's run-to-run spread of total CPU (0.1 = 10%)
    std::int64_t time_noise_floor_us = 0;  // and the absolute noise of a total over these tests
    std::string time_vs_reference;  // "faster", "same" (within noise), "slower"; "" unknown
    bool time_at_least = false;     // a run was stopped at a limit: the ratio is a lower bound
    // --mode leetcode: the leading failure, run again alone in a process of
    // its own, passed: the solution keeps state between calls.
    bool passes_alone = false;
    // --failed: only the tests that failed last time were judged (one of
    // them still fails); the others were not run.
    bool first_pass_only = false;
    std::string scope = "full";     // "full": the problem's tests; "custom": --tests (history, ranks)
    std::string mode = "isolated";  // or "leetcode": how the tests were run
    std::string compiler;           // "clang" or "gcc": what built it; "python3" for a Python one
    std::string language = "cpp";   // "cpp" or "python3"
    bool sanitized = false;         // --like-leetcode: every test ran under ASan and UBSan
    bool problem_limits = true;     // false: --time-limit or --memory-limit changed the problem's limits
    std::string test_set;           // a key of the tests' names, inputs and answers
    std::string source_hash;        // content_key of the solution's bytes, as the history keeps it
    std::vector<NotJudged> not_judged;  // what the tests' folders held that is not a test
    struct Rank {
        int better_than = 0;  // accepted solutions this one beats, beyond noise
        int ties = 0;         // accepted solutions the same as this one within noise
        int of = 0;           // accepted solutions compared
    };
    std::optional<Rank> time_rank, memory_rank;  // set when accepted
};

// The request for one test run of `binary`, under the given limits: CPU
// stopped at cpu_stop_ms, idleness at idle_limit_ms, the wall backstop far
// past both (verdict.hpp).
// A Program's arguments, payload (before the input) and what it sees go with it.
SandboxRequest test_run_request(const Program& program, const Limits& limits, const std::string& input);

// The CPUs this process may run on (its affinity mask), at least 1. Tests
// never run more at once than this: runs that starve each other of the CPU
// hit their wall-clock limit while within their CPU limit, and the verdict
// would then be the machine's load, not the solution's.
int usable_cores();

struct GradeOptions {
    int jobs = 1;  // at most usable_cores() run at once, whatever is asked
    // Called with each result in test order, as soon as it and all before it are known.
    std::function<void(const TestResult&)> on_result;
    // When it returns true for a result, no later test is started; the
    // results then end at that test.
    std::function<bool(const TestResult&)> stop_after;
    // Each test's run request, changed before it is sent (the sanitized run
    // of every test: the launcher's payload before the input, the
    // sanitizers' environment); none: as test_run_request makes it.
    std::function<void(SandboxRequest&)> prepare;
};

// Runs the tests (at most `jobs` at once); results keep the tests' order.
// Cuts what a test's run printed to what the reports keep (64 KiB each),
// once it has been checked.
void keep_bounded(TestResult& result);

// Every answer is judged by `checker` (ToolBox::checker: the problem's own).
std::vector<TestResult> grade_tests(Sandbox& sandbox, const Program& program,
                                    const AnswerChecker& checker, const Limits& limits,
                                    const std::vector<TestCase>& tests, const GradeOptions& options);

// The same, LeetCode's way: all tests in one process, in order, a fresh
// Solution each and global state kept; CPU time per call measured inside.
// A Program's payload is the session's first call (a Python interpreter's
// start and the solution's import, paid once, as on LeetCode).
std::vector<TestResult> grade_tests_leetcode(Sandbox& sandbox, const Program& program,
                                             const AnswerChecker& checker, const Limits& limits,
                                             const std::vector<TestCase>& tests, const GradeOptions& options);

// The overall verdict: the first non-AC test's, in test order (AC if none).
Verdict overall_verdict(const std::vector<TestResult>& results);

}  // namespace judge
