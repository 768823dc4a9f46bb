#include "child_setup.hpp"

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

#include "landlock.hpp"
#include "sandbox_caps.hpp"
#include "seccomp_policy.hpp"

namespace judge {
namespace {

constexpr unsigned k_close_range_cloexec = 1U << 2;  // CLOSE_RANGE_CLOEXEC (Linux 5.11)

}  // namespace

ChildSetup ChildSetup::for_limits(std::int64_t cpu_limit_ms, std::int64_t memory_limit_kib,
                                  std::int64_t output_limit_bytes, bool memory_cgroup) {
    ChildSetup l;
    if (cpu_limit_ms > 0) l.cpu_seconds = static_cast<rlim_t>((cpu_limit_ms + 999) / 1000 + 1);
    if (memory_limit_kib > 0) {
        rlim_t limit = static_cast<rlim_t>(memory_limit_kib) * 1024;
        l.stack = limit;
        // The verdict uses the measured peak: twice the limit lets a program
        // that touches its memory show a peak above the limit before it is stopped.
        if (!memory_cgroup) l.address_space = 2 * limit + (64u << 20);
    }
    if (output_limit_bytes > 0) l.file_size = static_cast<rlim_t>(output_limit_bytes);
    return l;
}

int ChildSetup::apply() const noexcept {
    // Whatever the judge's parent left open (a CI runner's socket, an
    // editor's file) must not reach the program, whatever the process
    // library closes: every descriptor past stdio closes at exec.
    if (::syscall(SYS_close_range, 3U, ~0U, k_close_range_cloexec) != 0) return errno;
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);  // the judge blocks its interrupts; the child must not
    if (directory && ::chdir(directory) != 0) return errno;
    if (drop_user) {
        if (::setgroups(0, nullptr) != 0) return errno;
        if (::setgid(k_sandbox_gid) != 0) return errno;
        if (::setuid(k_sandbox_uid) != 0) return errno;
    }
    if (die_with_parent && ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return errno;
    auto set = [](int resource, rlim_t soft, rlim_t hard) {
        rlimit r{soft, hard};
        return ::setrlimit(resource, &r) == 0 ? 0 : errno;
    };
    int rc = set(RLIMIT_CORE, 0, 0);
    if (!rc && cpu_seconds != RLIM_INFINITY) rc = set(RLIMIT_CPU, cpu_seconds, cpu_seconds + 1);
    if (!rc && address_space != RLIM_INFINITY) rc = set(RLIMIT_AS, address_space, address_space);
    if (!rc && stack != RLIM_INFINITY) rc = set(RLIMIT_STACK, stack, stack);
    if (!rc && file_size != RLIM_INFINITY) rc = set(RLIMIT_FSIZE, file_size, file_size);
    if (!rc && max_processes != RLIM_INFINITY) rc = set(RLIMIT_NPROC, max_processes, max_processes);
    if (rc) return rc;
    if (landlock_rule_count > 0 && (rc = landlock_restrict(landlock_rules, landlock_rule_count)) != 0) return rc;
    if (scope_signals && landlock_rule_count == 0 && (rc = landlock_scope_only()) != 0 && rc != ENOSYS) return rc;
    if (seccomp) return load_seccomp_policy(*seccomp, ::getpid());
    return 0;
}

}  // namespace judge
