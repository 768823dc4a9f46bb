#include "child_setup.hpp"

#include <fcntl.h>
#include <grp.h>
#include <linux/landlock.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

#include "sandbox.hpp"
#include "seccomp_policy.hpp"

namespace judge {
namespace {

// Landlock, first ABI: what a ruleset handles is denied unless a rule allows it.
constexpr __u64 k_all_file_access =
    LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE |
    LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
    LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
    LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
    LANDLOCK_ACCESS_FS_MAKE_SYM;

int allow(int ruleset, const char* path, __u64 access) {
    int fd = ::open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return errno;
    landlock_path_beneath_attr rule{access, fd};
    long rc = ::syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
    int err = rc ? errno : 0;
    ::close(fd);
    return err;
}

int restrict_file_system(const char* program, const char* directory) {
    landlock_ruleset_attr attr{k_all_file_access};
    int ruleset = static_cast<int>(::syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0));
    if (ruleset < 0) return errno;
    int rc = allow(ruleset, program, LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE);
    if (!rc) rc = allow(ruleset, directory, k_all_file_access & ~LANDLOCK_ACCESS_FS_EXECUTE);
    if (!rc && ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) rc = errno;
    if (!rc && ::syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) rc = errno;
    ::close(ruleset);
    return rc;
}

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
    if (rc) return rc;
    if (landlock_program && (rc = restrict_file_system(landlock_program, landlock_directory)) != 0) return rc;
    if (seccomp) return load_seccomp_policy(*seccomp, ::getpid());
    return 0;
}

}  // namespace judge
