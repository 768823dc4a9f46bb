// The cgroups of one sandbox helper and the run it is doing: the limits of
// the whole process tree, the run's measured peak, and whether the kernel had
// to stop it. Cgroup v1 (a memory and a pids hierarchy) or v2 (one group in
// the unified hierarchy with both controllers).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <atomic>
#include <string>
#include <vector>

#include "fd.hpp"
#include "interrupts.hpp"

namespace judge {

class RunCgroup {
public:
    // Creates judge/<name> under each hierarchy that is not empty. Throws
    // JudgeError when a hierarchy is there but the group cannot be made.
    // v2: both roots are the unified hierarchy (prepared by prepare_cgroup_v2).
    RunCgroup(const std::filesystem::path& memory_root, const std::filesystem::path& pids_root, const std::string& name,
              std::int64_t memory_limit_bytes, int max_tasks, bool v2 = false);
    ~RunCgroup();
    RunCgroup(const RunCgroup&) = delete;
    RunCgroup& operator=(const RunCgroup&) = delete;

    // The groups' folders (a sandbox helper joins them once; its runs are born in them).
    std::vector<std::filesystem::path> folders() const;

    // The peak counter itself (-1 without a memory group): a session's helper
    // resets and reads it for each call.
    int peak_fd() const { return m_memory.empty() ? -1 : m_max_usage_fd.get(); }
    std::int64_t peak_kib() const;  // v1 memory.max_usage_in_bytes, v2 memory.peak; 0 if none (throws if unreadable)
    // v1: the peak reached the limit (memory.failcnt is not to be trusted:
    // with swap accounting only memsw's counts, and Linux 6.18 counted
    // neither on an OOM kill here); v2: memory.events "max" or "oom_kill" went up.
    bool hit_limit() const;

    // Ready for the next run: counters at zero, this limit. Files stay open:
    // a run costs two writes and two reads, no path lookups.
    void reset(std::int64_t memory_limit_bytes);
    std::int64_t limit() const { return m_limit; }

    // An alarm for the run about to start: it goes off the moment the run's
    // memory passes `limit_bytes` (the verdict's limit, below the brake), so
    // that the run is stopped there, MLE, not left to grow and page towards
    // the brake while its CPU time runs (helper_protocol.hpp: MemoryAlarm).
    // Call after reset(). kind 0: none here (no memory group).
    struct Alarm {
        std::int32_t kind = 0;
        int wake = -1, check = -1;
    };
    Alarm alarm(std::int64_t limit_bytes);

private:
    std::filesystem::path m_memory, m_pids;
    std::int64_t limit_events() const;  // v2: "max" + "oom_kill" of memory.events
    bool m_v2 = false;
    Fd m_max_usage_fd;  // v1 memory.max_usage_in_bytes, v2 memory.peak
    Fd m_events_fd;     // v2 memory.events
    std::int64_t m_limit = 0;
    std::int64_t m_events_before = 0;  // v2: "max" + "oom_kill" at the last reset
    bool m_peak_per_run = true;        // v2: memory.peak was reset for this run
    Fd m_alarm_fd, m_usage_fd;         // v1: the eventfd and memory.usage_in_bytes it watches
    std::int64_t m_alarm_bytes = 0;    // where the alarm is set
    std::unique_ptr<interrupts::Registration> m_on_interrupt;
};

// The groups of one judge, named run-<judge pid>-<n>. A group lives as long
// as its sandbox helper, which is reused run after run (making and removing
// two cgroups per run cost several times a process start).
class CgroupPool {
public:
    // Also removes the groups of judges that died without cleaning up.
    CgroupPool(std::filesystem::path memory_root, std::filesystem::path pids_root, int max_tasks, bool v2 = false);
    bool enabled() const { return !m_memory_root.empty() || !m_pids_root.empty(); }
    std::unique_ptr<RunCgroup> make(std::int64_t memory_limit_bytes);

private:
    std::filesystem::path m_memory_root, m_pids_root;
    int m_max_tasks;
    bool m_v2;
    std::atomic<unsigned> m_made{0};
};

// Cgroup v2: the unified hierarchy at `root` with the memory and pids
// controllers handed down to root/judge, where the judge's groups live.
// Returns "" when ready, else why not (one line).
std::string prepare_cgroup_v2(const std::filesystem::path& root);

// The mount point of the cgroup v2 hierarchy, from /proc/self/mounts (or
// `mounts`), or empty.
std::filesystem::path find_cgroup_v2(const std::filesystem::path& mounts = "/proc/self/mounts");

}  // namespace judge
