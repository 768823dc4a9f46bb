// The real runner, with real (small, standard) programs.
#include <doctest/doctest.h>

#include <csignal>

#include "tool_runner.hpp"

using namespace judge;

namespace {

RunOutcome run_shell(const std::string& script, std::int64_t wall_ms = 5000, std::int64_t output = 1 << 20,
                     const std::string& input = "") {
    ToolRequest r;
    r.program = "/bin/sh";
    r.args = {"-c", script};
    r.wall_limit_ms = wall_ms;
    r.cpu_limit_ms = 10'000;
    r.output_limit_bytes = output;
    r.stdin_data = input;
    return make_tool_runner()->run(r);
}

}  // namespace

TEST_CASE("stdin goes in through a pipe, stdout and stderr come back apart") {
    auto o = run_shell("cat; echo oops >&2", 5000, 1 << 20, "hello\nworld\n");
    CHECK(o.stdout_data == "hello\nworld\n");
    CHECK(o.stderr_data == "oops\n");
    CHECK(o.exit_code == 0);
    CHECK_FALSE(o.signal);
    CHECK(o.memory_kib > 0);
}

TEST_CASE("a large input that is never read does not block") {
    auto o = run_shell("exit 0", 5000, 1 << 20, std::string(8 << 20, 'x'));
    CHECK(o.exit_code == 0);
}

TEST_CASE("exit codes and signals are reported") {
    CHECK(run_shell("exit 3").exit_code == 3);
    auto o = run_shell("kill -SEGV $$");
    CHECK(o.signal == SIGSEGV);
    CHECK_FALSE(o.exit_code);
}

TEST_CASE("the wall-clock backstop kills the whole group") {
    auto o = run_shell("sleep 30 & sleep 30", 300);
    CHECK(o.wall_timeout);
    CHECK(o.signal == SIGKILL);
    CHECK(o.wall_us < 5'000'000);  // the background sleep did not hold the pipes
}

TEST_CASE("output past the limit stops the run") {
    auto o = run_shell("while :; do echo yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy; done", 10'000, 100'000);
    CHECK(o.output_exceeded);
    CHECK(o.stdout_data.size() <= 100'000);
}

TEST_CASE("stderr is kept up to its cap") {
    ToolRequest r;
    r.program = "/bin/sh";
    r.args = {"-c", "head -c 300000 /dev/zero | tr '\\0' e >&2"};
    r.stderr_keep_bytes = 1000;
    auto o = make_tool_runner()->run(r);
    CHECK(o.stderr_data.size() == 1000);
    CHECK(o.stderr_truncated);
}

TEST_CASE("CPU time is the child's own") {
    auto o = run_shell("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done");
    CHECK(o.cpu_us > 50'000);
    CHECK(o.cpu_us < o.wall_us + 50'000);
}

TEST_CASE("a program that cannot start is the judge's error") {
    ToolRequest r;
    r.program = "/nonexistent/program";
    CHECK_THROWS(make_tool_runner()->run(r));
}
