// The system-call filter of an untrusted run: everything a solution needs is
// allowed; what it never needs is refused with EPERM (sockets, new processes,
// ptrace, mount and namespaces, kernel modules, kill; tgkill to itself only).
#pragma once

#include <linux/filter.h>
#include <sys/types.h>

#include <vector>

namespace judge {

// The filter, compiled once (libseccomp) into a BPF program in which the pid
// that tgkill may target is this placeholder.
inline constexpr pid_t k_pid_placeholder = 0x7ffffff3;
std::vector<sock_filter> compile_seccomp_policy();

// In the child between fork and exec: puts the child's pid in its own copy
// of the program (no allocation) and loads it. Returns 0 or an errno.
int load_seccomp_policy(std::vector<sock_filter>& program, pid_t self);

}  // namespace judge
