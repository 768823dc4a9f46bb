// Without root: a user namespace of our own, in which this process holds
// the capabilities to make the others (PID, mount, network, IPC, UTS) and
// mount a tmpfs, as bubblewrap does. One id is mapped: ours outside is
// nobody (65534) inside, so a run keeps no capability past its exec.
#pragma once

namespace judge {

// unshare(CLONE_NEWUSER | CLONE_NEWNS), then the uid and gid maps. System
// calls only (safe after fork). Returns 0 or an errno.
int enter_user_namespace() noexcept;

}  // namespace judge
