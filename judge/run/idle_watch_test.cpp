#include "idle_watch.hpp"

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace judge;

namespace {

// A child in a group of its own: sleeping, or spinning.
pid_t child(bool spin) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        if (spin)
            for (volatile unsigned long i = 0;;) {
                i = i + 1;
            }
        ::pause();
        ::_exit(0);
    }
    ::setpgid(pid, pid);
    return pid;
}

void end(pid_t pid) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
}

}  // namespace

TEST_CASE("a group that only waits is idle once the limit has passed, one that computes never is") {
    const pid_t waiting = child(false), computing = child(true);
    IdleWatch waits(waiting, std::chrono::milliseconds(200)), computes(computing, std::chrono::milliseconds(200));
    bool waits_idle = false, computes_idle = false;
    // Bounded by looks, not by time: a loaded machine only makes them slower.
    for (int look = 0; look < 400 && !waits_idle; ++look) {
        ::usleep(10'000);
        waits_idle = waits.idle();
        computes_idle = computes_idle || computes.idle();
    }
    CHECK(waits_idle);
    CHECK_FALSE(computes_idle);
    CHECK(group_cpu(computing).members == 1);
    CHECK(group_cpu(waiting).members == 1);
    end(waiting);
    end(computing);
    CHECK(group_cpu(waiting).members == 0);
}
