#include "child_setup.hpp"

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>

#include "landlock.hpp"
#include "sandbox_caps.hpp"
#include "seccomp_policy.hpp"

namespace judge {
namespace {

constexpr unsigned k_close_range_cloexec = 1U << 2;  // CLOSE_RANGE_CLOEXEC (Linux 5.11)

// "/proc/self/fd/" followed by fd, without the C library's formatting.
void fd_path(char (&buf)[32], int fd) {
    char digits[12];
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + fd % 10);
        fd /= 10;
    } while (fd > 0 && n < 11);
    int at = 14;  // after "/proc/self/fd/"
    while (n > 0)
        buf[at++] = digits[--n];
    buf[at] = '\0';
}

int enter_view(MountView& view) noexcept {
    if (::unshare(CLONE_NEWNS) != 0) return errno;
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return errno;
    // Each source by descriptor: the tmpfs may hide it (a scratch folder under /tmp).
    for (auto& b : view.binds) {
        b.fd = ::open(b.source.c_str(), O_PATH | O_CLOEXEC);
        if (b.fd < 0 && errno != ENOENT) return errno;
    }
    if (::mount("judge-view", view.root.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "mode=755,size=1m,nr_inodes=4096") != 0)
        return errno;
    for (const auto& folder : view.folders)
        if (::mkdir(folder.c_str(), 0755) != 0 && errno != EEXIST) return errno;
    for (const auto& [target, path] : view.links)
        if (::symlink(target.c_str(), path.c_str()) != 0) return errno;
    for (auto& b : view.binds) {
        if (b.fd < 0) continue;
        if (!b.directory) {
            const int made = ::open(b.target.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
            if (made < 0 && errno != EEXIST) return errno;
            if (made >= 0) ::close(made);
        }
        fd_path(b.fd_path, b.fd);
        if (::mount(b.fd_path, b.target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0) return errno;
        const unsigned long flags = MS_REMOUNT | MS_BIND | MS_NOSUID | (b.writable ? 0 : MS_RDONLY) |
                                    (b.device ? 0 : MS_NODEV);
        if (::mount(nullptr, b.target.c_str(), nullptr, flags, nullptr) != 0) return errno;
        ::close(b.fd);
    }
    if (::mkdir(view.old_root.c_str(), 0700) != 0) return errno;
    if (::syscall(SYS_pivot_root, view.root.c_str(), view.old_root.c_str()) != 0) return errno;
    if (::chdir("/") != 0) return errno;
    const char* old = view.old_root.c_str() + view.root.size();
    if (::umount2(old, MNT_DETACH) != 0 || ::rmdir(old) != 0) return errno;
    if (::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
        return errno;
    return 0;
}

}  // namespace

ChildSetup ChildSetup::for_limits(std::int64_t cpu_limit_ms, std::int64_t memory_limit_kib,
                                  std::int64_t output_limit_bytes, bool memory_cgroup,
                                  std::int64_t stack_limit_kib) {
    ChildSetup l;
    if (cpu_limit_ms > 0) l.cpu_seconds = static_cast<rlim_t>((cpu_limit_ms + 999) / 1000 + 1);
    if (stack_limit_kib > 0) l.stack = static_cast<rlim_t>(stack_limit_kib) * 1024;
    if (memory_limit_kib > 0) {
        rlim_t limit = static_cast<rlim_t>(memory_limit_kib) * 1024;
        l.stack = std::min(l.stack, limit);
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
    if (view)
        if (int rc = enter_view(*view)) return rc;
    if (directory && ::chdir(directory) != 0) return errno;
    if (drop_user) {
        if (::setgroups(0, nullptr) != 0) return errno;
        if (::setresgid(group, group, group) != 0) return errno;
        if (::setresuid(user, user, user) != 0) return errno;
        // No privilege comes back through a set-uid program or file capabilities.
        if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
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
