// Verifying a problem, as Kattis's verifyproblem does: every test passes the
// validator, every accepted solution gets AC on every test, every other
// solution gets the verdict its folder names.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker.hpp"
#include "grader.hpp"
#include "session.hpp"

namespace judge {

// accepted -> AC, wrong_answer -> WA, ...; throws JudgeError for other names.
// memory_or_time_limit_exceeded -> MLE or TLE: a program that grows without
// end meets whichever limit this machine's speed of handing out memory
// brings first (a page fault costs 1 to 20 us): either is its verdict.
std::vector<Verdict> verdicts_for_folder(const std::string& folder);
Verdict verdict_for_folder(const std::string& folder);  // the first of them
std::string wanted_name(const std::vector<Verdict>& wants);  // "MLE/TLE"

struct SolutionReport {
    OutsideText name;  // relative to solutions/<id>: "wrong_answer/capped_2n.cpp"
    Verdict want = Verdict::AC;
    std::vector<Verdict> wants = {Verdict::AC};  // any of these is right (verdicts_for_folder)
    Verdict got = Verdict::AC;
    bool ok = false;
    std::string compile_headline;
    CompileResult compiled;           // to run one of its tests again (time_margins.hpp)
    std::vector<TestResult> results;  // may stop early: see verify_solution
};

// solutions/<id>/<folder>/*.cpp, accepted first, then by folder and name.
std::vector<std::filesystem::path> solution_files(const Problem& problem);

// Loads and validates the whole test set; throws JudgeError naming the
// first test that is malformed or breaks a constraint.
std::vector<TestCase> load_verified_tests(Session& session, const Problem& problem,
                                          const std::filesystem::path& scratch);

// A compiled solution's results as verify takes them, and its verdict as
// submit gives it: the failure on the smallest input leads (test_order.hpp).
// A solution that should not be accepted stops at its first TLE (each
// further TLE would cost the whole limit); the tests not run that are
// smaller than the leading failure are run then, as they could lead.
struct VerifyJudging {
    std::vector<TestResult> results;  // in the tests' order, then the smaller ones run after a stop
    Verdict got = Verdict::AC;
};
VerifyJudging judge_for_verify(Sandbox& sandbox, const Program& program, const AnswerChecker& checker, const Limits& limits,
                               const std::vector<TestCase>& tests, Verdict want, int jobs);

// Judges one solution on every test (judge_for_verify).
// Its answers are judged by `checker` (ToolBox::checker).
SolutionReport verify_solution(Session& session, const Problem& problem, const AnswerChecker& checker,
                               const std::filesystem::path& file, const std::vector<TestCase>& tests,
                               const std::filesystem::path& scratch, int jobs);

}  // namespace judge
