// The system-call filter of an untrusted run: everything a solution needs is
// allowed; what it never needs is refused with EPERM (sockets, new processes,
// ptrace, mount and namespaces, kernel modules, kill; tgkill to itself only).
#pragma once

#include <sys/types.h>

namespace judge {

// Installs the filter on the calling process (between fork and exec); the
// caller's own pid is what tgkill may still target. Returns 0 or an errno.
int install_seccomp_policy(pid_t self);

}  // namespace judge
