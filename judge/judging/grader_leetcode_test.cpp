#include <doctest/doctest.h>

#include <deque>
#include <map>

#include "checker.hpp"
#include "error.hpp"
#include "grader.hpp"
#include "test_problems.hpp"

using namespace judge;

namespace {

// Sessions that answer each input with a scripted answer, or end at
// "crash": no processes. Each keeps what was posted to it, and how many
// calls were on their way at most.
struct FakeSessions : Sandbox {
    struct Log {
        std::vector<std::string> posted;
        std::size_t most_on_way = 0;
        bool finished = false;
    };
    std::map<std::string, std::string> answers;
    std::vector<Log> logs;
    bool full_at_two = false;  // a way to the process that is full at times
    std::string end_stderr;    // what the process prints after its last answer, ending well
    std::int64_t call_output_bytes = -1, end_output_bytes = -1;  // what each call, and the exit, wrote

    class Session : public RunSession {
    public:
        Session(FakeSessions& owner, std::size_t log) : m_owner(owner), m_log(log) {}
        int window() const override { return 3; }
        bool post(const std::string& input) override {
            if (m_ended) throw JudgeError("a call after the end");
            if (m_on_way.size() >= 3) throw JudgeError("past the window");
            // Full at two on their way: the rest later.
            if (m_on_way.size() >= 2 && m_owner.full_at_two) return false;
            m_on_way.push_back(input);
            log().posted.push_back(input);
            log().most_on_way = std::max(log().most_on_way, m_on_way.size());
            return true;
        }
        CallOutcome take() override {
            if (m_ended || m_on_way.empty()) throw JudgeError("nothing to take");
            const std::string input = m_on_way.front();
            m_on_way.pop_front();
            CallOutcome o;
            if (input == "crash") {
                o.run.signal = 11;
                m_ended = true;
                return o;
            }
            o.answered = true;
            o.answer = m_owner.answers.at(input);
            o.run.stdout_data = o.answer;
            o.run.exit_code = 0;
            o.run.output_bytes = m_owner.call_output_bytes;
            return o;
        }
        RunOutcome finish() override {
            if (!m_on_way.empty()) throw JudgeError("finished with calls on their way");
            log().finished = true;
            RunOutcome end;
            end.exit_code = 0;
            end.stderr_data = m_owner.end_stderr;
            end.output_bytes = m_owner.end_output_bytes;
            return end;
        }

    private:
        Log& log() { return m_owner.logs[m_log]; }
        FakeSessions& m_owner;
        std::size_t m_log;
        std::deque<std::string> m_on_way;
        bool m_ended = false;
    };

    RunOutcome run(const SandboxRequest&) override { throw JudgeError("no single runs here"); }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override {
        logs.emplace_back();
        return std::make_unique<Session>(*this, logs.size() - 1);
    }
    RunOutcome run_confined(const ToolRequest&, const FileAccess&) override { throw JudgeError("no compiles here"); }
};

Problem problem() { return testing::problem_913(); }  // its limits: the defaults

std::vector<TestCase> six_tests() {
    std::vector<TestCase> tests;
    for (const char* input : {"in1", "in2", "crash", "in4", "in5", "in6"})
        tests.push_back({input, "", input, "1"});
    return tests;
}

}  // namespace

TEST_CASE("--mode leetcode sends calls ahead, and sends again to a new process those after a crash") {
    FakeSessions sandbox;
    for (const char* input : {"in1", "in2", "in4", "in5", "in6"})
        sandbox.answers[input] = "1";
    sandbox.answers["in5"] = "0";
    const auto results = grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), problem().limits,
                                              six_tests(), {});
    REQUIRE(results.size() == 6);
    std::vector<Verdict> verdicts;
    for (const auto& r : results)
        verdicts.push_back(r.verdict);
    CHECK(verdicts == std::vector<Verdict>{Verdict::AC, Verdict::AC, Verdict::RE, Verdict::AC, Verdict::WA, Verdict::AC});
    CHECK(results[3].name.bytes() == "in4");
    REQUIRE(sandbox.logs.size() == 2);
    // The first process had in4 and in5 on their way when it crashed: the second takes them again.
    CHECK(sandbox.logs[0].posted == std::vector<std::string>{"in1", "in2", "crash", "in4", "in5"});
    CHECK(sandbox.logs[0].most_on_way == 3);
    CHECK_FALSE(sandbox.logs[0].finished);
    CHECK(sandbox.logs[1].posted == std::vector<std::string>{"in4", "in5", "in6"});
    CHECK(sandbox.logs[1].finished);  // after its last answer, with nothing on its way
}

TEST_CASE("--mode leetcode: a call that cannot be sent ahead now is sent after the next answer, none lost or doubled") {
    FakeSessions sandbox;
    sandbox.full_at_two = true;
    for (const char* input : {"in1", "in2", "in4", "in5", "in6"})
        sandbox.answers[input] = "1";
    const auto results = grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), problem().limits,
                                              six_tests(), {});
    REQUIRE(results.size() == 6);
    std::vector<std::string> names;
    for (const auto& r : results)
        names.push_back(r.name.bytes());
    CHECK(names == std::vector<std::string>{"in1", "in2", "crash", "in4", "in5", "in6"});
    CHECK(results[2].verdict == Verdict::RE);
    CHECK(results[5].verdict == Verdict::AC);
    REQUIRE(sandbox.logs.size() == 2);
    CHECK(sandbox.logs[0].most_on_way == 2);
    CHECK(sandbox.logs[1].posted == std::vector<std::string>{"in4", "in5", "in6"});
}

TEST_CASE("--mode leetcode stopped early with calls on their way drops the process, never waits on them") {
    FakeSessions sandbox;
    for (const char* input : {"in1", "in2", "in4", "in5", "in6"})
        sandbox.answers[input] = "1";
    GradeOptions options;
    options.stop_after = [](const TestResult& r) { return r.name.bytes() == "in2"; };
    const auto results = grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), problem().limits,
                                              six_tests(), options);
    CHECK(results.size() == 2);
    REQUIRE(sandbox.logs.size() == 1);
    CHECK(sandbox.logs[0].posted.size() == 4);  // in1, in2, crash, in4
    CHECK_FALSE(sandbox.logs[0].finished);
}

TEST_CASE("--mode leetcode: what the process prints after the last answer, ending well, is the last test's") {
    FakeSessions sandbox;
    sandbox.answers["in1"] = "1";
    sandbox.answers["in2"] = "1";
    sandbox.end_stderr = "bye\n";
    const std::vector<TestCase> tests{{"in1", "", "in1", "1"}, {"in2", "", "in2", "1"}};
    const auto results =
        grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), problem().limits, tests, {});
    REQUIRE(results.size() == 2);
    CHECK(results[0].run.stderr_data.empty());
    CHECK(results[1].run.stderr_data == "bye\n");
    CHECK(results[1].verdict == Verdict::AC);
}

TEST_CASE("--mode leetcode: the last test's output limit counts what the exit prints with its call's output") {
    FakeSessions sandbox;
    sandbox.answers["in1"] = "1";
    sandbox.answers["in2"] = "1";
    const Limits limits = problem().limits;
    const std::int64_t limit = static_cast<std::int64_t>(limits.output_kib) * 1024;
    const std::vector<TestCase> tests{{"in1", "", "in1", "1"}, {"in2", "", "in2", "1"}};
    // Each part under the limit, the two together over it: OLE, the last test's alone.
    sandbox.call_output_bytes = limit / 2 + 1;
    sandbox.end_output_bytes = limit / 2 + 1;
    auto results = grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), limits, tests, {});
    REQUIRE(results.size() == 2);
    CHECK(results[0].verdict == Verdict::AC);
    CHECK(results[1].verdict == Verdict::OLE);
    CHECK(results[1].reason.find("did not end cleanly after the last test") != std::string::npos);
    // Together within it: AC.
    sandbox.end_output_bytes = limit / 2 - 1;
    results = grade_tests_leetcode(sandbox, "/bin/solution", *builtin_checker(problem()), limits, tests, {});
    REQUIRE(results.size() == 2);
    CHECK(results[1].verdict == Verdict::AC);
}
