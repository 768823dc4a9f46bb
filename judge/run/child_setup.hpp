// What a child does to itself between fork and exec: its own process group,
// its folder, another user, rlimits, Landlock and the
// system-call filter, in that order. Only calls that are safe after fork.
#pragma once

#include <linux/filter.h>
#include <sys/resource.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "landlock.hpp"

namespace judge {

// A file-system view of its own (as root): a new mount namespace whose root
// is an empty tmpfs holding only these paths, bound at the same places, so
// that an unprivileged user reaches them whatever the folders above them
// allow. Prepared by the parent; the child only makes system calls.
struct MountView {
    struct Bind {
        std::string source, target;  // target: under `root`, the same path as source
        bool directory = true, writable = false, device = false;
        int fd = -1;                      // the child's, opened before the tmpfs hides the source
        char fd_path[32] = "/proc/self/fd/";  // filled in by the child
    };
    std::string root = "/tmp";  // where the tmpfs is mounted before it becomes "/"
    std::string old_root = "/tmp/.old";
    std::vector<std::string> folders;  // to make on the tmpfs, parents first
    // Symbolic links to make on it (target, path): /lib64 -> usr/lib64 where /usr is merged.
    std::vector<std::pair<std::string, std::string>> links;
    std::vector<Bind> binds;           // parents first
};

struct ChildSetup {
    rlim_t cpu_seconds = RLIM_INFINITY;
    rlim_t address_space = RLIM_INFINITY;
    rlim_t stack = RLIM_INFINITY;
    rlim_t file_size = RLIM_INFINITY;
    rlim_t max_processes = RLIM_INFINITY;  // RLIMIT_NPROC: threads count too
    const char* directory = nullptr;  // chdir here
    bool drop_user = false;           // become user:group (all three of each; no supplementary groups)
    unsigned user = 65534, group = 65534;
    MountView* view = nullptr;  // entered first (before chdir and the user)
    // Landlock: only these paths, with these rights (none: no Landlock).
    const LandlockRule* landlock_rules = nullptr;
    int landlock_rule_count = 0;
    bool scope_signals = false;  // Landlock's scopes alone, where the kernel has them (ABI 6)
    bool die_with_parent = false;                 // SIGKILL when the parent dies (set after the user changes)
    std::vector<sock_filter>* seccomp = nullptr;  // the compiled filter, loaded last

    // The rlimits for these limits (0: none). Without a memory cgroup the
    // address space is the brake. The stack is `stack_limit_kib` (0: as
    // large as the memory limit), never more than the memory limit.
    static ChildSetup for_limits(std::int64_t cpu_limit_ms, std::int64_t memory_limit_kib,
                                 std::int64_t output_limit_bytes, bool memory_cgroup,
                                 std::int64_t stack_limit_kib = 0);

    // Returns 0, or the errno of the step that failed (the exec then fails).
    int apply() const noexcept;
};

}  // namespace judge
