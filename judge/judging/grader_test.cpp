#include "grader.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <mutex>

#include "error.hpp"

using namespace judge;

namespace {

// Answers each input with a scripted outcome: no processes.
class FakeRunner : public Sandbox {
public:
    std::map<std::string, RunOutcome> script;
    std::map<std::string, std::vector<RunOutcome>> again;  // the outcomes of later runs of an input, in turn
    std::vector<SandboxRequest> seen;
    std::mutex mutex;

    RunOutcome run(const SandboxRequest& request) override {
        std::lock_guard lock(mutex);
        seen.push_back(request);
        auto later = again.find(request.stdin_data);
        const long runs = std::count_if(seen.begin(), seen.end(),
                                        [&](const SandboxRequest& r) { return r.stdin_data == request.stdin_data; });
        if (later != again.end() && runs > 1 && runs - 2 < static_cast<long>(later->second.size()))
            return later->second[runs - 2];
        return script.at(request.stdin_data);
    }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override {
        throw JudgeError("no sessions here");
    }
    RunOutcome run_confined(const ToolRequest&, const FileAccess&) override { throw JudgeError("no compiles here"); }
};

RunOutcome printed(const std::string& out) {
    RunOutcome r;
    r.exit_code = 0;
    r.stdout_data = out;
    r.cpu_us = 2000;
    return r;
}

Problem problem() {
    Problem p;
    p.id = "913";
    p.limits = {1000, 256, 1024};
    return p;
}

std::vector<TestCase> tests() {
    return {{"examples/1", "", "in1", "0"}, {"hack/2", "", "in2", "2"}, {"hack/3", "", "in3", "1"}};
}

}  // namespace

TEST_CASE("grading turns outcomes into verdicts in test order") {
    FakeRunner runner;
    runner.script["in1"] = printed("0\n");
    runner.script["in2"] = printed("0\n");
    RunOutcome crash;
    crash.signal = 11;
    runner.script["in3"] = crash;
    for (int jobs : {1, 2, 3}) {
        runner.seen.clear();
        std::vector<std::string> streamed;
        auto results = grade_tests(runner, "/bin/solution", *builtin_checker(problem()), problem().limits, tests(),
                                   {jobs, [&](const TestResult& r) { streamed.push_back(r.name.bytes()); }, {}, {}});
        REQUIRE(results.size() == 3);
        CHECK(results[0].verdict == Verdict::AC);
        CHECK(results[1].verdict == Verdict::WA);
        CHECK(results[1].got == "0");
        CHECK(results[1].expected == "2");
        CHECK(results[2].verdict == Verdict::RE);
        CHECK(overall_verdict(results) == Verdict::WA);
        CHECK(streamed == std::vector<std::string>{"examples/1", "hack/2", "hack/3"});
        CHECK(runner.seen.size() == 3);
    }
}

TEST_CASE("grading stops after the test that stop_after picks") {
    FakeRunner runner;
    runner.script["in1"] = printed("0\n");
    runner.script["in2"] = printed("0\n");
    runner.script["in3"] = printed("1\n");
    for (int jobs : {1, 2}) {
        auto results = grade_tests(runner, "/bin/solution", *builtin_checker(problem()), problem().limits, tests(),
                                   {jobs, {}, [](const TestResult& r) { return r.verdict != Verdict::AC; }, {}});
        REQUIRE(results.size() == 2);
        CHECK(results[1].verdict == Verdict::WA);
    }
}

TEST_CASE("a result callback that throws: the exception reaches the caller, every worker joined, no test started after") {
    FakeRunner runner;
    for (const char* in : {"in1", "in2", "in3"})
        runner.script[in] = printed("0\n");
    for (int jobs : {1, 2, 3}) {
        runner.seen.clear();
        CHECK_THROWS_AS(grade_tests(runner, "/bin/solution", *builtin_checker(problem()), problem().limits, tests(),
                                    {jobs, [](const TestResult&) { throw JudgeError("report failed"); }, {}, {}}),
                        JudgeError);
        CHECK(runner.seen.size() <= static_cast<std::size_t>(jobs) + 1);  // those already running, at most one more each
    }
}

TEST_CASE("each run gets the problem's limits: CPU past the margin, idleness, a wall backstop, memory, output") {
    SandboxRequest r = test_run_request("/bin/s", {1500, 64, 100}, "input");
    CHECK(r.cpu_limit_ms == 1500 + time_margin_ms(1500));
    CHECK(r.idle_limit_ms == idle_limit_ms(1500));
    CHECK(r.wall_limit_ms >= 5 * r.idle_limit_ms);
    CHECK(r.memory_limit_kib == 64 * 1024);
    CHECK(r.output_limit_bytes == 100 * 1024);
    CHECK(r.stdin_data == "input");
}

TEST_CASE("a TLE within the margin is measured again and decided on the lower, one far past it is not") {
    FakeRunner runner;
    auto took = [](std::int64_t cpu_us, bool stopped) {
        RunOutcome r = printed(stopped ? "" : "0\n");
        r.cpu_us = cpu_us;
        r.cpu_timeout = stopped;
        if (stopped) {
            r.exit_code.reset();
            r.signal = 9;
        }
        return r;
    };
    runner.script["in1"] = took(1'050'000, false);  // slow once: 930 ms the second time
    runner.again["in1"] = {took(930'000, false)};
    runner.script["in2"] = took(1'100'000, false);  // slow both times: TLE on the lower
    runner.again["in2"] = {took(1'150'000, false)};
    runner.script["in3"] = took(1'200'500, true);  // stopped at the margin: no doubt
    for (int jobs : {1, 2}) {
        runner.seen.clear();
        std::vector<TestCase> t = {{"a", "", "in1", "0"}, {"b", "", "in2", "0"}, {"c", "", "in3", "0"}};
        GradeOptions options;
        options.jobs = jobs;
        auto results = grade_tests(runner, "/bin/s", *builtin_checker(problem()), problem().limits, t, options);
        REQUIRE(results.size() == 3);
        CHECK(results[0].verdict == Verdict::AC);
        CHECK(results[0].run.cpu_us == 930'000);
        CHECK(results[0].cpu_runs_us == std::vector<std::int64_t>{1'050'000, 930'000});
        CHECK(results[0].reason == "(measured twice: 1050 and 930 ms; the lower counts)");
        CHECK(results[1].verdict == Verdict::TLE);
        CHECK(results[1].run.cpu_us == 1'100'000);
        CHECK(results[1].reason == "CPU 1100 ms > 1000 ms (measured twice: 1100 and 1150 ms; the lower counts)");
        CHECK(results[2].verdict == Verdict::TLE);
        CHECK(results[2].cpu_runs_us.empty());
        CHECK(runner.seen.size() == 5);
    }
}

TEST_CASE("an all-AC run is AC") {
    std::vector<TestResult> results(2);
    results[0].verdict = results[1].verdict = Verdict::AC;
    CHECK(overall_verdict(results) == Verdict::AC);
    CHECK(overall_verdict({}) == Verdict::AC);
}

TEST_CASE("what a test printed is kept bounded once checked, its memory given back") {
    TestResult r;
    r.run.stdout_data = std::string(1 << 20, 'x');
    r.got = r.run.stdout_data;
    r.run.stderr_data = "short";
    keep_bounded(r);
    CHECK(r.run.stdout_data.size() < (65 << 10));
    CHECK(r.run.stdout_data.capacity() < (1 << 20));
    CHECK(r.run.stdout_data.find("more bytes not kept") != std::string::npos);
    CHECK(r.got.size() < (65 << 10));
    CHECK(r.run.stderr_data == "short");
}

TEST_CASE("stderr the runner kept only the start of says so, and a cut never splits a character") {
    TestResult r;
    r.run.stderr_data = std::string(100, 'x');
    r.run.stderr_truncated = true;
    keep_bounded(r);
    CHECK(r.run.stderr_data ==
          std::string(100, 'x') + "\n... (the rest not kept: a test's stderr is kept up to its first 64 KiB)");
    TestResult wide;
    wide.run.stdout_data = "x";
    for (int i = 0; i < 40000; ++i)
        wide.run.stdout_data += "\xC3\xA9";  // é, from the second byte on: 65536 falls inside one
    keep_bounded(wide);
    CHECK(wide.run.stdout_data.starts_with("x\xC3\xA9"));
    CHECK(wide.run.stdout_data.find("\xC3\n") == std::string::npos);
    CHECK(wide.run.stdout_data.find("\n... (14466 more bytes not kept)") != std::string::npos);
}

TEST_CASE("stderr the runner cut inside a character loses that character's start, not its validity") {
    TestResult r;
    r.run.stderr_data = "a\xC3\xA9\xC3";  // the runner's byte count ended inside the second é
    r.run.stderr_truncated = true;
    keep_bounded(r);
    CHECK(r.run.stderr_data.starts_with("a\xC3\xA9\n... (the rest not kept"));
}

namespace {

// Counts the runs under way at once; each waits a little so that they overlap when allowed to.
class ConcurrencyProbe : public Sandbox {
public:
    std::mutex mutex;
    int running = 0, most = 0;

    RunOutcome run(const SandboxRequest&) override {
        {
            std::lock_guard lock(mutex);
            most = std::max(most, ++running);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));  // a run's length, not synchronisation
        std::lock_guard lock(mutex);
        --running;
        return printed("0");
    }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override {
        throw JudgeError("no sessions here");
    }
    RunOutcome run_confined(const ToolRequest&, const FileAccess&) override { throw JudgeError("no compiles here"); }
};

}  // namespace

TEST_CASE("--jobs past the cores: never more runs at once than the cores this judge may use") {
    ConcurrencyProbe probe;
    std::vector<TestCase> many;
    for (int i = 0; i < 24; ++i)
        many.push_back({std::to_string(i), "", "in", "0"});
    GradeOptions options;
    options.jobs = 64;
    auto results = grade_tests(probe, "/bin/true", *builtin_checker(problem()), problem().limits, many, options);
    CHECK(results.size() == many.size());
    CHECK(probe.most >= 1);
    CHECK(probe.most <= usable_cores());
    CHECK(usable_cores() >= 1);
}
