// What a child does to itself between fork and exec: its own process group,
// its folder, another user, rlimits, Landlock and the
// system-call filter, in that order. Only calls that are safe after fork.
#pragma once

#include <linux/filter.h>
#include <sys/resource.h>

#include <cstdint>
#include <vector>

#include "landlock.hpp"

namespace judge {

struct ChildSetup {
    rlim_t cpu_seconds = RLIM_INFINITY;
    rlim_t address_space = RLIM_INFINITY;
    rlim_t stack = RLIM_INFINITY;
    rlim_t file_size = RLIM_INFINITY;
    rlim_t max_processes = RLIM_INFINITY;  // RLIMIT_NPROC: threads count too
    const char* directory = nullptr;  // chdir here
    bool drop_user = false;           // become nobody:nogroup
    // Landlock: only these paths, with these rights (none: no Landlock).
    const LandlockRule* landlock_rules = nullptr;
    int landlock_rule_count = 0;
    bool scope_signals = false;  // Landlock's scopes alone, where the kernel has them (ABI 6)
    bool die_with_parent = false;                 // SIGKILL when the parent dies (set after the user changes)
    std::vector<sock_filter>* seccomp = nullptr;  // the compiled filter, loaded last

    // The rlimits for these limits (0: none). Without a memory cgroup the
    // address space is the brake.
    static ChildSetup for_limits(std::int64_t cpu_limit_ms, std::int64_t memory_limit_kib,
                                 std::int64_t output_limit_bytes, bool memory_cgroup);

    // Returns 0, or the errno of the step that failed (the exec then fails).
    int apply() const noexcept;
};

}  // namespace judge
