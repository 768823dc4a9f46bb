// The sandbox helper: a small process the judge starts once per worker and
// submission (`judge __sandbox-helper ...`, its socket on stdin) that forks
// every isolated run. Set-up paid once: as root it lives in new PID, mount,
// network, IPC and UTS namespaces, as pid 1, on an empty tmpfs root holding
// only /work, in its cgroups, under the seccomp filter; each run is a vfork-style clone into a fresh mount
// namespace, born in those cgroups (and the OOM killer's first choice
// there: it inherits a raised score), becomes nobody, takes its rlimits and
// executes the program from a descriptor. After each run whatever else is
// in the namespace is killed and /work emptied.
// Without root: the same inside a user namespace of its own where the kernel
// allows one; else Landlock, seccomp and rlimits per run, its process group
// killed after it, a folder of its own emptied after it.
// This file sets the process up; helper_server and helper_session serve.
#pragma once

namespace judge {

// argv: __sandbox-helper --work DIR [--namespaces [--id N] [--cgroup DIR]... | --userns] [--seccomp] [--landlock]
// (--id: the user and group id the runs become as root; nobody's without it)
int sandbox_helper_main(int argc, char** argv);

inline constexpr const char* k_sandbox_helper_command = "__sandbox-helper";

}  // namespace judge
