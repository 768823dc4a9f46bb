// The idle rule of a confined tool (the compile step): a compile that only
// waits (`#include "/dev/stderr"`, a FIFO, a terminal) is stopped once its
// process group's CPU clock has not advanced for the limit while none of
// its processes was running, runnable or waiting on a disk. Read from
// /proc now and then: the CPU time of the group's live processes, their
// reaped children included.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>

namespace judge {

// How long a confined tool may wait without using the CPU.
inline constexpr std::chrono::seconds k_idle_limit{5};

struct GroupCpu {
    std::int64_t ticks = 0;  // user + system, own and reaped children's, of the live members
    bool busy = false;       // one is running, runnable or in an uninterruptible wait
    int members = 0;
};

GroupCpu group_cpu(pid_t group);

class IdleWatch {
public:
    IdleWatch(pid_t group, std::chrono::steady_clock::duration limit);
    // Looks again; true once the group has been idle for the limit.
    bool idle();

private:
    pid_t m_group;
    std::chrono::steady_clock::duration m_limit;
    std::int64_t m_ticks = -1;
    std::chrono::steady_clock::time_point m_since;
};

}  // namespace judge
