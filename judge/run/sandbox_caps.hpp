// What this machine lets the judge do to contain a submission, found out
// once, and said once when something is missing (judge doctor lists it all).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace judge {

struct SandboxCaps {
    bool root = false;                    // root with the capabilities for namespaces, mounts and another uid
    std::string root_note;                // root without them: which
    // Without root: an unprivileged user namespace with PID, mount, network,
    // IPC and UTS namespaces and an empty root, as bubblewrap does.
    bool userns = false;
    std::string userns_note;  // why not, when not
    bool seccomp = false;                 // the system-call filter (no sockets, no new processes, ...)
    bool landlock = false;                // without root: the file system limited to the program and its folder
    int landlock_abi = 0;                 // the kernel's Landlock ABI (0: none); the compile step uses it too
    std::filesystem::path memory_cgroup;  // the memory hierarchy we may write (v1), or the unified one (v2); or empty
    std::filesystem::path pids_cgroup;    // the same for pids
    bool cgroup_v2 = false;               // both are the unified hierarchy
    std::string cgroup_note;              // why there is none, if none

    // One line per protection: "on" or "off" and why.
    std::vector<std::string> describe() const;
    // The protections that are off, in one line ("" when all are on).
    std::string missing() const;
};

SandboxCaps detect_sandbox();

// Whether the kernel offers Landlock (any ABI).
bool landlock_available();

// Whether this process may make a user namespace with the others inside it
// and mount a tmpfs there ("" if so, else why not); tried in a child.
std::string probe_user_namespaces();

// The threads (and processes) a run may have at once: the pids cgroup's
// limit as root, RLIMIT_NPROC in a user namespace.
inline constexpr int k_max_tasks = 64;

// The unprivileged user and group a jailed run becomes.
inline constexpr unsigned k_sandbox_uid = 65534, k_sandbox_gid = 65534;

}  // namespace judge
