#include "memory_watch.hpp"

#include <doctest/doctest.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <cstdio>
#include <string>

using namespace judge;

TEST_CASE("counter_value: the number after a key at a line's start, or -1") {
    const std::string events = "low 0\nhigh 12\nmax 3\noom 0\noom_kill 1\n";
    CHECK(counter_value(events, "high ") == 12);
    CHECK(counter_value(events, "oom_kill ") == 1);
    CHECK(counter_value(events, "missing ") == -1);
    CHECK(counter_value("268435456\n", "") == 268435456);
    CHECK(counter_value("high x\n", "high ") == -1);
    CHECK(counter_value("high 99999999999999999999999\n", "high ") == -1);
    CHECK(counter_value("", "") == -1);
}

TEST_CASE("a v1 alarm: a wake-up is over the limit only if the peak says so") {
    const int wake = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    std::FILE* peak = std::tmpfile();
    REQUIRE(wake >= 0);
    REQUIRE(peak);
    const int fds[2] = {wake, ::fileno(peak)};
    helper::Request r;
    r.memory_alarm = helper::k_alarm_v1_threshold;
    r.memory_alarm_bytes = 1000;
    MemoryWatch watch(r, fds);
    CHECK(watch.poll_entry().fd == wake);
    CHECK(watch.poll_entry().events == POLLIN);
    std::fputs("999\n", peak);
    std::fflush(peak);
    const std::uint64_t one = 1;
    CHECK(::write(wake, &one, sizeof one) == sizeof one);
    CHECK(!watch.over());  // a crossing down, or a stale one: not over
    ::pwrite(::fileno(peak), "1001\n", 5, 0);
    CHECK(watch.over());
    ::close(wake);
    std::fclose(peak);
}

TEST_CASE("no alarm: nothing to poll, never over") {
    helper::Request r;
    MemoryWatch watch(r, nullptr);
    CHECK(watch.poll_entry().fd == -1);
    CHECK(!watch.over());
}
