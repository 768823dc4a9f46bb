// A session of calls on one process (--mode leetcode), with a real helper
// (this test binary) and the real probe program.
#include "memory_file.hpp"
#include "sandbox.hpp"

#include <doctest/doctest.h>

#include <csignal>
#include <string>
#include <vector>

#include "error.hpp"
#include "sandbox_probe.hpp"

using namespace judge;
using namespace judge::testing;

TEST_CASE_FIXTURE(Fixture, "a session: one process takes calls one at a time, each timed from outside") {
    SandboxRequest r = probe_run({"session"}, 300, 5000, 256 << 10);
    auto session = runner->start_session(r);
    CallOutcome first = session->call("abc");
    REQUIRE(first.answered);
    CHECK(first.answer == "cba");
    CHECK(first.run.stderr_data == "call 0\n");
    CallOutcome second = session->call("spin");  // spins past the per-call limit
    CHECK_FALSE(second.answered);
    CHECK(second.run.cpu_timeout);
    CHECK(second.run.cpu_us >= 300'000);
    CHECK(second.run.cpu_us < 600'000);
    CHECK_THROWS_AS(session->call("late"), JudgeError);
    // The helper serves again once the session is over.
    CHECK(run({"echo"}, "after").stdout_data == "after");
}

TEST_CASE_FIXTURE(Fixture, "a session's calls sent ahead: each answered alone, in order, with its own stderr, files and memory") {
    SandboxRequest r = probe_run({"session"}, 300, 5000, 256 << 10);
    r.output_limit_bytes = 1 << 20;
    auto session = runner->start_session(r);
    REQUIRE(session->window() >= 2);
    // Inputs and answers past what a message holds, several on their way at
    // once: each has its own file (a later call does not overwrite an
    // earlier one's before it is taken).
    std::vector<std::string> inputs;
    for (int i = 0; i < 3 * session->window(); ++i)
        inputs.push_back(i % 2 ? std::string(40'000 + i, static_cast<char>('a' + i)) + "z" : "ab" + std::to_string(i));
    inputs[4] = "mem";
    std::size_t posted = 0;
    for (std::size_t taken = 0; taken < inputs.size(); ++taken) {
        for (; posted < inputs.size() && posted - taken < static_cast<std::size_t>(session->window()); ++posted)
            session->post(inputs[posted]);
        const CallOutcome o = session->take();
        REQUIRE(o.answered);
        CHECK(o.answer == std::string(inputs[taken].rbegin(), inputs[taken].rend()));
        CHECK(o.run.stderr_data == "call " + std::to_string(taken) + "\n");
        if (taken == 4) CHECK(o.run.memory_kib >= 48 << 10);
        if (taken == 5 && caps.memory_cgroup.empty() == false) CHECK(o.run.memory_kib < 40 << 10);  // its own peak, not the call's before
    }
    CHECK_THROWS_AS(session->take(), JudgeError);  // none on its way
    // A call that ends the process, and calls sent after it: unanswered, and
    // the helper serves the next session and run as if they were not sent.
    session->post("ok");
    session->post("spin");
    session->post("never");
    session->post("never again");
    CHECK(session->take().answered);
    const CallOutcome spun = session->take();
    CHECK_FALSE(spun.answered);
    CHECK(spun.run.cpu_timeout);
    CHECK_THROWS_AS(session->take(), JudgeError);
    CHECK(run({"echo"}, "after").stdout_data == "after");
    auto next = runner->start_session(r);
    const CallOutcome fresh = next->call("xy");
    REQUIRE(fresh.answered);
    CHECK(fresh.answer == "yx");
    CHECK(fresh.run.stderr_data == "call 0\n");
    CHECK(next->finish().exit_code == 0);
}

TEST_CASE_FIXTURE(Fixture, "a session's last call and a call that crashes are charged their own memory, not the process's life's") {
    SandboxRequest r = probe_run({"session"}, 300, 5000, 256 << 10);
    auto session = runner->start_session(r);
    REQUIRE(session->call("mem").run.memory_kib >= 48 << 10);
    REQUIRE(session->call("ab").answered);
    const RunOutcome end = session->finish();
    CHECK(end.exit_code == 0);
    CHECK(end.memory_kib < 40 << 10);
    auto crashing = runner->start_session(r);
    REQUIRE(crashing->call("mem").answered);
    const CallOutcome crashed = crashing->call("abort");
    CHECK_FALSE(crashed.answered);
    CHECK(crashed.run.signal == SIGABRT);
    CHECK(crashed.run.memory_kib < 40 << 10);
}

TEST_CASE("without a cgroup, a call that crashes is charged what it used: its life's peak if it set it, else at least what was resident") {
    SandboxCaps caps;  // all off: the peaks are the procfs's, which cannot show a process that has ended
    auto runner = make_sandbox(caps, "/proc/self/exe");
    const SandboxRequest r = probe_run({"session"}, 300, 5000);
    auto first = runner->start_session(r);
    REQUIRE(first->call("ab").answered);
    const CallOutcome grew = first->call("memabort");
    CHECK(grew.run.signal == SIGABRT);
    CHECK(grew.run.memory_kib >= 48 << 10);
    auto second = runner->start_session(r);
    REQUIRE(second->call("mem").run.memory_kib >= 48 << 10);
    const CallOutcome crashed = second->call("abort");
    CHECK(crashed.run.signal == SIGABRT);
    CHECK(crashed.run.memory_kib > 0);
    CHECK(crashed.run.memory_kib < 40 << 10);
}

TEST_CASE_FIXTURE(Fixture, "a session's run that cuts its own stderr short: each later call still shows its own") {
    SandboxRequest r = probe_run({"session"}, 300, 5000, 256 << 10);
    auto session = runner->start_session(r);
    CHECK(session->call(std::string(200, 'x')).run.stderr_data == "call 0\n");
    CHECK(session->call("cut").run.stderr_data.empty());  // it cut its own line away
    CHECK(session->call("ab").run.stderr_data == "call 2\n");
    CHECK(session->call("cd").run.stderr_data == "call 3\n");
}

TEST_CASE_FIXTURE(Fixture, "a session's end: the process exits at the end of its input") {
    SandboxRequest r = probe_run({"session"}, 300, 5000, 256 << 10);
    auto session = runner->start_session(r);
    CHECK(session->call("xy").answer == "yx");
    // Past what travels in a message: the input and the answer go through files.
    std::string large(40'000, 'a');
    large.back() = 'z';
    const CallOutcome big = session->call(large);
    REQUIRE(big.answered);
    CHECK(big.answer.size() == large.size());
    CHECK(big.answer.front() == 'z');
    RunOutcome end = session->finish();
    CHECK(end.exit_code == 0);
    CHECK_FALSE(end.cpu_timeout);
}

TEST_CASE_FIXTURE(Fixture, "a session's output limit is each call's: what earlier calls wrote to stderr counts for none after") {
    SandboxRequest r = probe_run({"session"}, 2000, 20000, 256 << 10);
    r.output_limit_bytes = 640 << 10;
    auto session = runner->start_session(r);
    // 600 KiB of stderr a call, three times: each call's alone is under the limit.
    for (int i = 0; i < 3; ++i) {
        const CallOutcome noisy = session->call("noisy");
        REQUIRE(noisy.answered);
        CHECK_FALSE(noisy.run.output_exceeded);
        CHECK(noisy.answer == "ysion");
        // Kept: its start and its end, the middle counted, within the keep.
        CHECK(noisy.run.stderr_data.size() <= static_cast<std::size_t>(r.stderr_keep_bytes));
        CHECK(noisy.run.stderr_data.size() > static_cast<std::size_t>(r.stderr_keep_bytes) - 100);
        CHECK(noisy.run.stderr_data.find(k_middle_not_kept) != std::string::npos);
        CHECK(noisy.run.stderr_data.rfind("call " + std::to_string(i) + "\neee", 0) == 0);
        CHECK(noisy.run.stderr_truncated);
    }
    // Its answer and its stderr together past the limit: answered, and over it.
    const CallOutcome both = session->call("noisy" + std::string(60'000, 'x'));
    REQUIRE(both.answered);
    CHECK(both.run.output_exceeded);
    CHECK(session->call("quiet").run.stderr_data == "call 4\n");
    // Its stderr alone past it: stopped there.
    const CallOutcome loud = session->call("loud");
    CHECK_FALSE(loud.answered);
    CHECK(loud.run.output_exceeded);
    CHECK(loud.run.stderr_data.rfind("call 5\neee", 0) == 0);
}
