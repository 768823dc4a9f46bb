#include "child_setup.hpp"

#include <cerrno>
#include <csignal>

#include <grp.h>
#include <sched.h>
#include <unistd.h>

#include "sandbox.hpp"
#include "seccomp_policy.hpp"

namespace judge {

int ChildSetup::apply() const noexcept {
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    for (int fd : cgroup_fds)
        if (fd >= 0 && ::write(fd, "0", 1) != 1) return errno;
    if (new_namespaces && ::unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0) return errno;
    if (jail && ::chroot(jail) != 0) return errno;
    if (directory && ::chdir(directory) != 0) return errno;
    if (drop_user) {
        if (::setgroups(0, nullptr) != 0) return errno;
        if (::setgid(k_sandbox_gid) != 0) return errno;
        if (::setuid(k_sandbox_uid) != 0) return errno;
    }
    auto set = [](int resource, rlim_t soft, rlim_t hard) {
        rlimit r{soft, hard};
        return ::setrlimit(resource, &r) == 0 ? 0 : errno;
    };
    int rc = set(RLIMIT_CORE, 0, 0);
    if (!rc && cpu_seconds != RLIM_INFINITY) rc = set(RLIMIT_CPU, cpu_seconds, cpu_seconds + 1);
    if (!rc && address_space != RLIM_INFINITY) rc = set(RLIMIT_AS, address_space, address_space);
    if (!rc && stack != RLIM_INFINITY) rc = set(RLIMIT_STACK, stack, stack);
    if (!rc && file_size != RLIM_INFINITY) rc = set(RLIMIT_FSIZE, file_size, file_size);
    if (rc) return rc;
    if (seccomp) return install_seccomp_policy(::getpid());
    return 0;
}

}  // namespace judge
