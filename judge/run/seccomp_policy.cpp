#include "seccomp_policy.hpp"

#include <fcntl.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

namespace judge {

std::vector<sock_filter> compile_seccomp_policy(SeccompScope scope, const unsigned* run_id) {
    const pid_t self = k_pid_placeholder;
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) return {};
    const int refused[] = {
        SCMP_SYS(socket),
        SCMP_SYS(socketpair),
        SCMP_SYS(connect),
        SCMP_SYS(bind),
        SCMP_SYS(listen),
        SCMP_SYS(accept),
        SCMP_SYS(accept4),
        SCMP_SYS(fork),
        SCMP_SYS(vfork),
        SCMP_SYS(ptrace),
        SCMP_SYS(process_vm_readv),
        SCMP_SYS(process_vm_writev),
        SCMP_SYS(mount),
        SCMP_SYS(umount2),
        SCMP_SYS(pivot_root),
        SCMP_SYS(chroot),
        SCMP_SYS(unshare),
        SCMP_SYS(setns),
        SCMP_SYS(kexec_load),
        SCMP_SYS(reboot),
        SCMP_SYS(init_module),
        SCMP_SYS(finit_module),
        SCMP_SYS(delete_module),
        SCMP_SYS(bpf),
        SCMP_SYS(perf_event_open),
        SCMP_SYS(keyctl),
        SCMP_SYS(add_key),
        SCMP_SYS(request_key),
        SCMP_SYS(swapon),
        SCMP_SYS(swapoff),
        SCMP_SYS(acct),
        SCMP_SYS(settimeofday),
        SCMP_SYS(clock_settime),
        SCMP_SYS(tkill),
        SCMP_SYS(kcmp),
        SCMP_SYS(userfaultfd),
        SCMP_SYS(io_uring_setup),
        // System V IPC and POSIX message queues outlive the process that made
        // them: state (and memory) one run could leave for the next.
        SCMP_SYS(shmget),
        SCMP_SYS(shmat),
        SCMP_SYS(shmctl),
        SCMP_SYS(semget),
        SCMP_SYS(semop),
        SCMP_SYS(semtimedop),
        SCMP_SYS(semctl),
        SCMP_SYS(msgget),
        SCMP_SYS(msgsnd),
        SCMP_SYS(msgrcv),
        SCMP_SYS(msgctl),
        SCMP_SYS(mq_open),
        SCMP_SYS(mq_unlink),
        SCMP_SYS(mq_timedsend),
        SCMP_SYS(mq_timedreceive),
        SCMP_SYS(mq_notify),
        SCMP_SYS(mq_getsetattr),
        // Memory kept in files that no address-space limit counts.
        SCMP_SYS(memfd_create),
        SCMP_SYS(memfd_secret),
        // Other processes: by descriptor, or their I/O priority.
        SCMP_SYS(pidfd_open),
        SCMP_SYS(pidfd_getfd),
        SCMP_SYS(process_madvise),
        SCMP_SYS(process_mrelease),
        SCMP_SYS(ioprio_set),
        // Modes, owners, times and attributes of files: Landlock has no right
        // for these, and a solution needs none (a set-uid bit, a cache made
        // unreadable, a file's time moved).
        SCMP_SYS(chmod),
        SCMP_SYS(fchmod),
        SCMP_SYS(fchmodat),
        SCMP_SYS(chown),
        SCMP_SYS(fchown),
        SCMP_SYS(lchown),
        SCMP_SYS(fchownat),
        SCMP_SYS(utime),
        SCMP_SYS(utimes),
        SCMP_SYS(futimesat),
        SCMP_SYS(utimensat),
        SCMP_SYS(setxattr),
        SCMP_SYS(lsetxattr),
        SCMP_SYS(fsetxattr),
        SCMP_SYS(removexattr),
        SCMP_SYS(lremovexattr),
        SCMP_SYS(fremovexattr),
    };
    int rc = 0;
    auto add = [&](std::uint32_t action, int sys, unsigned count, auto... conditions) {
        if (rc == 0) rc = seccomp_rule_add(ctx, action, sys, count, conditions...);
    };
    for (int sys : refused)
        add(SCMP_ACT_ERRNO(EPERM), sys, 0);
    // Its identity is the one it was given: no other user or group (a
    // process of the same ids could then reach it), and no way back to
    // being dumpable (the exec left it not dumpable: see helper_link.cpp).
    for (int sys : {SCMP_SYS(setuid), SCMP_SYS(setgid), SCMP_SYS(setreuid), SCMP_SYS(setregid), SCMP_SYS(setfsuid),
                    SCMP_SYS(setfsgid)})
        add(SCMP_ACT_ERRNO(EPERM), sys, 0);
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setgroups), 1, SCMP_A0_32(SCMP_CMP_NE, 0));
    if (run_id) {
        const scmp_datum_t id = *run_id;
        for (unsigned arg = 0; arg < 3; ++arg) {
            add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setresuid), 1, scmp_arg_cmp{arg, SCMP_CMP_NE, id, 0});
            add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setresgid), 1, scmp_arg_cmp{arg, SCMP_CMP_NE, id, 0});
        }
    } else {
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setresuid), 0);
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setresgid), 0);
    }
    // The option is an int: the upper half of the register is masked off
    // (it would make an equality test miss while the kernel ignores it).
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(prctl), 1, SCMP_A0_64(SCMP_CMP_MASKED_EQ, 0xffffffffULL, PR_SET_DUMPABLE));
    // Threads are clone(CLONE_THREAD, ...); any other clone is a new process.
    // The helper's own clone of a run asks for a new mount namespace, which
    // the kernel refuses a solution (no CAP_SYS_ADMIN, and no user namespace
    // to get one in).
    const scmp_datum_t allowed = CLONE_THREAD | (scope == SeccompScope::helper_namespace ? CLONE_NEWNS : 0);
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0_64(SCMP_CMP_MASKED_EQ, allowed, 0));
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0_64(SCMP_CMP_MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER));
    // clone3 cannot be inspected (its flags are in memory): "not there" makes
    // the C library fall back to clone.
    add(SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    // Signals: a solution has none to send; raise() and abort() signal the
    // thread itself through tgkill, which may name its own process only. In
    // the helper's PID namespace a run is the only process of its user, so
    // the kernel's permission check already confines tgkill to itself.
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 0);
    // The helper stops its runs through their pidfds (from clone); a run has
    // no pidfd to use (pidfd_open is refused).
    if (scope == SeccompScope::one_run) add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(pidfd_send_signal), 0);
    // Limits, priorities and CPUs: of the calling process only (pid 0).
    for (int sys : {SCMP_SYS(prlimit64), SCMP_SYS(sched_setaffinity), SCMP_SYS(sched_setscheduler),
                    SCMP_SYS(sched_setparam), SCMP_SYS(sched_setattr), SCMP_SYS(migrate_pages), SCMP_SYS(move_pages)})
        add(SCMP_ACT_ERRNO(EPERM), sys, 1, SCMP_A0_32(SCMP_CMP_NE, 0));
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(setpriority), 1, SCMP_A1_32(SCMP_CMP_NE, 0));
    // Signals sent by the kernel on a descriptor's behalf (SIGIO, SIGURG) to
    // a process of the run's choosing.
    for (scmp_datum_t command : {F_SETOWN, F_SETSIG, F_SETOWN_EX})
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(fcntl), 1, SCMP_A1_32(SCMP_CMP_EQ, command));
    for (scmp_datum_t request : {0x8901UL /* FIOSETOWN */, 0x8902UL /* SIOCSPGRP */, 0x5410UL /* TIOCSPGRP */})
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1, SCMP_A1_32(SCMP_CMP_EQ, request));
    if (scope == SeccompScope::one_run) {
        const auto me = static_cast<scmp_datum_t>(static_cast<unsigned>(self));
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1, SCMP_A0_32(SCMP_CMP_NE, me));
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_sigqueueinfo), 1, SCMP_A0_32(SCMP_CMP_NE, me));
        add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_tgsigqueueinfo), 1, SCMP_A0_32(SCMP_CMP_NE, me));
    }
    std::vector<sock_filter> program;
    int fd = ::memfd_create("seccomp", MFD_CLOEXEC);
    if (rc == 0 && fd >= 0 && seccomp_export_bpf(ctx, fd) == 0) {
        off_t size = ::lseek(fd, 0, SEEK_END);
        program.resize(static_cast<std::size_t>(size) / sizeof(sock_filter));
        if (::pread(fd, program.data(), program.size() * sizeof(sock_filter), 0) != size) program.clear();
    }
    if (fd >= 0) ::close(fd);
    seccomp_release(ctx);
    return program;
}

int load_seccomp_policy(std::vector<sock_filter>& program, pid_t self) {
    if (program.empty()) return EINVAL;
    // The child's own copy of the program: its pid goes where the placeholder is.
    for (sock_filter& instruction : program)
        if (instruction.k == static_cast<std::uint32_t>(k_pid_placeholder))
            instruction.k = static_cast<std::uint32_t>(self);
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
    sock_fprog fprog{static_cast<unsigned short>(program.size()), program.data()};
    if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog) != 0) return errno;
    return 0;
}

}  // namespace judge
