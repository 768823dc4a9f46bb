// One run's (or one session call's) clocks against its limits: the CPU
// clock read from outside, idleness from the scheduler's account, the wall
// clock as a backstop (the sandbox helper's watch over what it runs).
#pragma once

#include <sys/types.h>
#include <time.h>

#include <chrono>
#include <cstdint>

#include "helper_protocol.hpp"
#include "run_activity.hpp"

namespace judge {

// One run's (or one call's) clocks against its limits. The CPU clock of the
// run (all its threads) is read between waits: each wait is the CPU time
// left spread over the cores (it cannot run faster than that), so the run is
// stopped within a few milliseconds of CPU past its limit, after a dozen
// wake-ups. Idleness is looked at when it could first have reached its
// limit, and again when it next could: a run that computes, or waits for a
// CPU on a busy machine, is never idle, however long the wall clock runs.
class RunWatch {
public:
    enum class Over { none, cpu, idle, wall };
    // `proc_fd`: a procfs where `pid` is seen (-1: none; idleness is then
    // judged by the CPU clock alone: less than a twentieth of the span).
    // `fresh`: the run started at `start` (not a session's later call), so
    // its scheduler account starts at 0.
    RunWatch(pid_t pid, int proc_fd, const helper::Request& request, std::chrono::steady_clock::time_point start,
             std::int64_t cores, bool fresh);
    std::int64_t cpu_ns() const;  // the run's CPU clock; 0 where it cannot be read
    // How long to wait before looking again (-1: until something happens), or
    // which limit has passed. `charged_ns`: CPU time already charged elsewhere.
    std::int64_t next_wait_ms(std::int64_t charged_ns, Over& over) const;
    // Time spent waiting for a CPU since the start (main thread); -1 unknown.
    std::int64_t queued_us() const;

private:
    std::int64_t idle_so_far_ns(std::chrono::steady_clock::time_point now, bool& busy_now) const;

    pid_t m_pid;
    int m_proc_fd;
    clockid_t m_clock{};
    bool m_clock_ok = false;
    std::int64_t m_cpu_limit_ns, m_wall_limit_ms, m_idle_limit_ns, m_cores;
    std::chrono::steady_clock::time_point m_start, m_deadline;
    // Idleness: the account at the start (or, for a session's call, at the
    // first look), and when to look next.
    mutable bool m_have_base;
    mutable Activity m_base;
    mutable std::int64_t m_base_cpu_ns = 0;
    mutable std::chrono::steady_clock::time_point m_base_time, m_next_idle_look;
};

}  // namespace judge
