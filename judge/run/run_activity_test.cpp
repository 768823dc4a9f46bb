#include "run_activity.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <thread>

#include "test_skip.hpp"

using namespace judge;

TEST_CASE("parse_schedstat: three numbers, the first two kept, anything else refused") {
    std::int64_t cpu = -1, queued = -1;
    CHECK(parse_schedstat("123456 7890 12\n", cpu, queued));
    CHECK(cpu == 123456);
    CHECK(queued == 7890);
    for (const char* bad : {"", "\n", "1 2", "a b c", "1 2 c", "-1 2 3", "99999999999999999999 1 1", "1 2 3x"})
        CHECK_MESSAGE(!parse_schedstat(bad, cpu, queued), bad);
}

TEST_CASE("idle_ns: the span less the time on a CPU and the time waiting for one, never below 0") {
    Activity from{true, 1'000, 500}, to{true, 4'000, 2'500};
    CHECK(idle_ns(10'000, 0, from, to) == 10'000 - 3'000 - 2'000);
    // Threads that ended are in the process's CPU clock, not in schedstat.
    CHECK(idle_ns(10'000, 6'000, from, to) == 10'000 - 6'000 - 2'000);
    CHECK(idle_ns(1'000, 0, from, to) == 0);
}

TEST_CASE("read_activity: this process's threads, on a CPU for what it computed") {
    const int proc = ::open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(proc >= 0);
    const Activity before = read_activity(proc, ::getpid(), true);
    if (!before.known) {
        ::close(proc);
        skip_test("this kernel keeps no schedstat");
        return;
    }
    // Work counted by rounds, not by seconds: at least the CPU time it took.
    volatile std::uint64_t sink = 0;
    timespec t0{}, t1{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
    for (std::uint64_t i = 0; i < 50'000'000; ++i)
        sink = sink + i;
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
    const std::int64_t spent = (t1.tv_sec - t0.tv_sec) * 1'000'000'000LL + (t1.tv_nsec - t0.tv_nsec);
    const Activity after = read_activity(proc, ::getpid(), true);
    const Activity main_only = read_activity(proc, ::getpid(), false);
    CHECK(after.known);
    CHECK(main_only.known);
    CHECK(after.on_cpu_ns - before.on_cpu_ns >= spent / 2);
    CHECK(after.queued_ns >= before.queued_ns);
    CHECK(!read_activity(proc, 0, true).known);
    CHECK(!read_activity(-1, ::getpid(), true).known);
    ::close(proc);
}

TEST_CASE("parse_stat_state: the letter after the command, whatever the command holds") {
    CHECK(parse_stat_state("123 (solution) R 1 2 3") == 'R');
    CHECK(parse_stat_state("123 (a) b) (c) D 1 2 3") == 'D');
    CHECK(parse_stat_state("123 (x") == '?');
    CHECK(parse_stat_state("") == '?');
    CHECK(parse_stat_state("1 (x)") == '?');
}

TEST_CASE("read_activity: a thread that computes is busy now") {
    const int proc = ::open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(proc >= 0);
    const Activity a = read_activity(proc, ::getpid(), true);
    ::close(proc);
    if (!a.known) {
        skip_test("this kernel keeps no schedstat");
        return;
    }
    CHECK(a.busy_now);  // this thread, reading it, is running
}
