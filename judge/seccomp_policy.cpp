#include "seccomp_policy.hpp"

#include <sched.h>
#include <seccomp.h>
#include <sys/prctl.h>

#include <cerrno>
#include <cstdint>

namespace judge {

int install_seccomp_policy(pid_t self) {
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) return ENOMEM;
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
    };
    int rc = 0;
    auto add = [&](std::uint32_t action, int sys, unsigned count, auto... conditions) {
        if (rc == 0) rc = seccomp_rule_add(ctx, action, sys, count, conditions...);
    };
    for (int sys : refused)
        add(SCMP_ACT_ERRNO(EPERM), sys, 0);
    // Threads are clone(CLONE_THREAD, ...); any other clone is a new process.
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0_64(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
    // clone3 cannot be inspected (its flags are in memory): "not there" makes
    // the C library fall back to clone.
    add(SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    // Signals: a solution has none to send; raise() and abort() signal the
    // thread itself through tgkill, which may name its own process only.
    const auto me = static_cast<scmp_datum_t>(static_cast<unsigned>(self));
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 0);
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1, SCMP_A0_32(SCMP_CMP_NE, me));
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_sigqueueinfo), 1, SCMP_A0_32(SCMP_CMP_NE, me));
    add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_tgsigqueueinfo), 1, SCMP_A0_32(SCMP_CMP_NE, me));
    if (rc == 0) rc = seccomp_load(ctx);
    seccomp_release(ctx);
    return rc < 0 ? -rc : rc;
}

}  // namespace judge
