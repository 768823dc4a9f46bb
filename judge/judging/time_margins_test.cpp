#include "time_margins.hpp"

#include <doctest/doctest.h>

#include <atomic>
#include <map>

using namespace judge;

namespace {

// A program that needs a fixed CPU time on each test, whatever the limit:
// stopped at the request's CPU limit when it needs more.
class TimedSandbox : public Sandbox {
public:
    std::map<std::string, std::int64_t> work_us;  // by input
    std::atomic<int> runs{0};
    RunOutcome run(const SandboxRequest& request) override {
        ++runs;
        RunOutcome o;
        o.exit_code = 0;
        const std::int64_t need = work_us.at(request.stdin_data);
        const std::int64_t stop = request.cpu_limit_ms * 1000;
        o.cpu_us = std::min(need, stop);
        o.cpu_timeout = need > stop;
        o.stdout_data = "1\n";
        return o;
    }
    RunOutcome run_confined(const ToolRequest&, const FileAccess&) override { return {}; }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override { return nullptr; }
};

class AlwaysRight : public AnswerChecker {
protected:
    CheckResult compare(std::string_view, std::string_view, std::string_view) const override { return {true, ""}; }
};

struct Setup {
    Session session;
    TimedSandbox* sandbox;
    Problem problem;
    std::vector<TestCase> tests;
    AlwaysRight checker;
    Setup() {
        auto owned = std::make_unique<TimedSandbox>();
        sandbox = owned.get();
        session.sandbox = std::move(owned);
        problem.limits.time_ms = 500;
        for (const char* name : {"a", "b"}) {
            TestCase t;
            t.name = OutsideText(std::string("t/") + name);
            t.input = name;
            t.expected = "1";
            tests.push_back(t);
        }
    }
    // verify's report of a solution: its folder's verdict, what it got, the
    // results of its first judging (each test's CPU time in ms).
    SolutionReport report(Verdict want, Verdict got, std::vector<std::pair<const char*, std::int64_t>> first) {
        SolutionReport r;
        r.name = OutsideText(want == Verdict::AC ? "accepted/x.cpp" : "time_limit_exceeded/x.cpp");
        r.want = want;
        r.got = got;
        r.compiled.ok = true;
        r.compiled.binary = "/nowhere/x";
        for (const auto& [name, ms] : first) {
            TestResult t;
            t.name = OutsideText(std::string("t/") + name);
            t.run.cpu_us = ms * 1000;
            t.verdict = ms > 500 ? Verdict::TLE : Verdict::AC;
            r.results.push_back(t);
        }
        return r;
    }
};

}  // namespace

TEST_CASE("margins: an accepted solution far under half the limit is settled by its first run") {
    Setup s;
    auto m = time_margin(s.session, s.problem, s.checker, s.report(Verdict::AC, Verdict::AC, {{"a", 30}, {"b", 90}}), s.tests);
    REQUIRE(m);
    CHECK(m->test.bytes() == "t/b");
    CHECK(m->runs == 1);
    CHECK(s.sandbox->runs == 0);
    CHECK(m->ok);
}

TEST_CASE("margins: an accepted solution near half the limit is measured three times, the median counts") {
    Setup s;
    s.sandbox->work_us = {{"a", 10'000}, {"b", 260'000}};
    auto m = time_margin(s.session, s.problem, s.checker, s.report(Verdict::AC, Verdict::AC, {{"a", 10}, {"b", 240}}), s.tests);
    REQUIRE(m);
    CHECK(m->runs == 3);
    CHECK(m->cpu_us == 260'000);  // 240, 260, 260
    CHECK_FALSE(m->ok);           // over half of 500 ms
    CHECK(margin_cell(*m) == "0.52");
}

TEST_CASE("margins: a TLE solution runs under twice the limit, and stopped there it has shown enough") {
    Setup s;
    s.sandbox->work_us = {{"a", 10'000}, {"b", 5'000'000}};
    auto m = time_margin(s.session, s.problem, s.checker, s.report(Verdict::TLE, Verdict::TLE, {{"a", 10}, {"b", 600}}), s.tests);
    REQUIRE(m);
    CHECK(m->runs == 1);
    CHECK(m->stopped);
    CHECK(m->ok);
    CHECK(margin_cell(*m) == ">=2.40");  // stopped at twice the limit plus its 20% margin
}

TEST_CASE("margins: a TLE solution only a little past the limit breaks the margin, on its slowest test") {
    Setup s;
    s.sandbox->work_us = {{"a", 700'000}, {"b", 800'000}};
    auto m = time_margin(s.session, s.problem, s.checker, s.report(Verdict::TLE, Verdict::TLE, {{"a", 600}}), s.tests);
    REQUIRE(m);
    CHECK(m->test.bytes() == "t/b");  // slower than the test it was stopped on
    CHECK(m->cpu_us == 800'000);
    CHECK_FALSE(m->ok);
}

TEST_CASE("margins: none for a solution that did not get its folder's verdict, or a wrong answer") {
    Setup s;
    CHECK_FALSE(time_margin(s.session, s.problem, s.checker, s.report(Verdict::AC, Verdict::TLE, {{"a", 600}}), s.tests));
    CHECK_FALSE(time_margin(s.session, s.problem, s.checker, s.report(Verdict::WA, Verdict::WA, {{"a", 6}}), s.tests));
}
