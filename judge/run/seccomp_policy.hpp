// The system-call filter of an untrusted run: everything a solution needs is
// allowed; what it never needs is refused with EPERM (sockets, new processes,
// ptrace, mount and namespaces, kernel modules, kill; tgkill to itself only).
// As root it is loaded once, by the sandbox helper, and inherited by every run.
#pragma once

#include <linux/filter.h>
#include <sys/types.h>

#include <vector>

namespace judge {

// The filter, compiled once (libseccomp) into a BPF program in which the pid
// that tgkill may target is this placeholder.
inline constexpr pid_t k_pid_placeholder = 0x7ffffff3;

enum class SeccompScope {
    one_run,           // loaded by each run: tgkill to its own pid only
    helper_namespace,  // loaded once by the sandbox helper, pid 1 of a PID
                       // namespace whose runs are another user: the helper
                       // may still clone a run into a new mount namespace
};
// `run_id`: the user and group id the helper's runs become (as root), the
// one change of identity allowed (setgroups to none, setresgid and
// setresuid to it): a run can neither change its ids nor make
// itself dumpable again. Without it no change of identity is allowed.
std::vector<sock_filter> compile_seccomp_policy(SeccompScope scope = SeccompScope::one_run,
                                                const unsigned* run_id = nullptr);

// In the child between fork and exec: puts the child's pid in its own copy
// of the program (no allocation) and loads it. Returns 0 or an errno.
int load_seccomp_policy(std::vector<sock_filter>& program, pid_t self);

}  // namespace judge
