// Landlock, with every right the running kernel knows (file access up to
// ioctl on devices, TCP bind and connect, signals and abstract sockets out
// of the domain): what a ruleset handles is denied unless a rule allows it.
// Used after fork, before exec: no allocation, only system calls.
#pragma once

#include <cstdint>

namespace judge {

enum class LandlockAccess : std::uint8_t {
    read,          // read files, list folders
    read_execute,  // and execute (a toolchain)
    write,         // everything but execute (the run's own folder)
};

struct LandlockRule {
    const char* path = nullptr;
    LandlockAccess access = LandlockAccess::read;
};

// The highest Landlock ABI of this kernel, 0 without Landlock.
int landlock_abi();

// Restricts this process (and what it executes) to these paths; a path that
// does not exist is skipped. Sets no_new_privs. Returns 0 or an errno.
int landlock_restrict(const LandlockRule* rules, int count) noexcept;

// Only the scopes (ABI 6): no signal and no abstract socket reaches outside
// this process's domain; files untouched. 0, or ENOSYS before ABI 6.
int landlock_scope_only() noexcept;

}  // namespace judge
