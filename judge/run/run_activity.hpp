// How a run spent its wall-clock time: on a CPU, waiting for one (a busy
// machine), or neither (sleeping, blocked on something that never comes).
// Read from the scheduler's own account of each of its threads,
// /proc/PID/task/TID/schedstat: "<ns on a CPU> <ns waiting on a run queue>
// <time slices>". Only the third kind is the run's own doing: a run is
// stopped for idleness on it, never for the machine's load.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string_view>

namespace judge {

struct Activity {
    bool known = false;          // false: no procfs, or the kernel keeps no schedstat
    std::int64_t on_cpu_ns = 0;  // summed over the run's live threads
    std::int64_t queued_ns = 0;  // runnable, waiting for a CPU
    // One of its threads is, right now, running, runnable or in an
    // uninterruptible wait (a disk): the threads' read was given `threads`.
    bool busy_now = false;
};

// The state letter of a /proc/PID/stat line ('R', 'S', 'D', ...), after
// the command's closing parenthesis; '?' if there is none.
char parse_stat_state(std::string_view text);

// One schedstat line; false if it is not three numbers.
bool parse_schedstat(std::string_view text, std::int64_t& on_cpu_ns, std::int64_t& queued_ns);

// The run's threads (at most `max_threads` read), through a procfs
// descriptor in which `pid` is seen. `threads`: false reads the main
// thread alone (one file: cheap enough after every run).
Activity read_activity(int proc_fd, pid_t pid, bool threads, int max_threads = 256);

// Idle time from a wall-clock span and what was measured over it: the part
// of the span spent neither on a CPU nor waiting for one (never below 0).
// `cpu_ns` is the process's CPU clock over the span (it counts threads that
// have ended, which schedstat no longer shows).
std::int64_t idle_ns(std::int64_t wall_ns, std::int64_t cpu_ns, const Activity& from, const Activity& to);

}  // namespace judge
