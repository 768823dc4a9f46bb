#include "verify.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <mutex>

#include "error.hpp"
#include "problem.hpp"
#include "workspace.hpp"

using namespace judge;

TEST_CASE("solution folders name verdicts, as in Kattis") {
    CHECK(verdict_for_folder("accepted") == Verdict::AC);
    CHECK(verdict_for_folder("wrong_answer") == Verdict::WA);
    CHECK(verdict_for_folder("time_limit_exceeded") == Verdict::TLE);
    CHECK(verdict_for_folder("run_time_error") == Verdict::RE);
    CHECK(verdict_for_folder("compile_error") == Verdict::CE);
    CHECK_THROWS_WITH(verdict_for_folder("partially_accepted"), doctest::Contains("not a verdict folder"));
    CHECK(verdicts_for_folder("memory_or_time_limit_exceeded") == std::vector<Verdict>{Verdict::MLE, Verdict::TLE});
    CHECK(verdicts_for_folder("memory_limit_exceeded") == std::vector<Verdict>{Verdict::MLE});
    CHECK(wanted_name({Verdict::MLE, Verdict::TLE}) == "MLE/TLE");
}

TEST_CASE("the shipped solutions are listed accepted first") {
    Problem p = find_problem(project_root(), "913");
    auto files = solution_files(p);
    REQUIRE(files.size() >= 4);
    CHECK(files[0].parent_path().filename() == "accepted");
    CHECK(files[1].parent_path().filename() == "accepted");
    CHECK(files.back().parent_path().filename() != "accepted");
}

namespace {

// Each input's outcome: "slow..." runs past any limit; "wrong..." prints 0;
// everything else prints the expected 1.
class ScriptedSandbox : public Sandbox {
public:
    std::vector<std::string> ran;
    std::mutex mutex;
    RunOutcome run(const SandboxRequest& request) override {
        {
            std::lock_guard lock(mutex);
            ran.push_back(request.stdin_data);
        }
        RunOutcome o;
        o.exit_code = 0;
        o.cpu_us = 1000;
        o.stdout_data = "1\n";
        if (request.stdin_data.rfind("slow", 0) == 0) {
            o.cpu_us = request.cpu_limit_ms * 1200;
            o.cpu_timeout = true;
            o.exit_code = -1;
            o.signal = 9;
            o.stdout_data.clear();
        }
        if (request.stdin_data.rfind("wrong", 0) == 0) o.stdout_data = "0\n";
        return o;
    }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override { throw JudgeError("no sessions here"); }
    RunOutcome run_confined(const ToolRequest&, const FileAccess&) override { throw JudgeError("no compiles here"); }
};

TestCase test_of(const std::string& name, const std::string& input) {
    TestCase t;
    t.name = OutsideText(name);
    t.input = input;
    t.expected = "1";
    return t;
}

}  // namespace

TEST_CASE("verify's verdict is submit's: the failure on the smallest input, though a TLE stopped the run first") {
    Problem p;
    p.id = "1";
    p.limits = {1000, 256, 1024};
    const auto checker = builtin_checker(p);
    // In the tests' order: a TLE on a big input, then a wrong answer on a
    // smaller one (another group), then a larger test that cannot lead.
    const std::vector<TestCase> tests = {test_of("a/1", "ok"), test_of("a/2", "slow-on-a-big-input"), test_of("b/1", "wrong"),
                                         test_of("b/2", "ok-but-larger-than-the-slow-one")};
    ScriptedSandbox sandbox;
    const VerifyJudging wa = judge_for_verify(sandbox, "/bin/solution", *checker, p.limits, tests, Verdict::WA, 1);
    CHECK(wa.got == Verdict::WA);  // as submit: b/1's input is the smallest failing one
    REQUIRE(wa.results.size() == 3);
    CHECK(wa.results[2].name.bytes() == "b/1");
    CHECK(std::count(sandbox.ran.begin(), sandbox.ran.end(), "ok-but-larger-than-the-slow-one") == 0);  // not run: it cannot lead

    // Wanted AC: nothing stops, every test runs; the verdict the same rule.
    sandbox.ran.clear();
    const VerifyJudging ac = judge_for_verify(sandbox, "/bin/solution", *checker, p.limits, tests, Verdict::AC, 1);
    CHECK(ac.results.size() == 4);
    CHECK(ac.got == Verdict::WA);
    // The TLE the smallest failure: it stands, and nothing more runs after the stop.
    const std::vector<TestCase> slow_first = {test_of("a/1", "slow"), test_of("b/1", "wrong-on-a-larger-input")};
    sandbox.ran.clear();
    const VerifyJudging tle = judge_for_verify(sandbox, "/bin/solution", *checker, p.limits, slow_first, Verdict::TLE, 1);
    CHECK(tle.got == Verdict::TLE);
    CHECK(tle.results.size() == 1);
    CHECK(sandbox.ran.size() == 1);
}
