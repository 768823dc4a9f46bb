#include "user_namespace.hpp"

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "sandbox_caps.hpp"

namespace judge {
namespace {

int write_proc(const char* file, const char* text) noexcept {
    const int fd = ::open(file, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    const auto length = static_cast<ssize_t>(std::strlen(text));
    const int rc = ::write(fd, text, static_cast<std::size_t>(length)) == length ? 0 : errno;
    ::close(fd);
    return rc;
}

}  // namespace

int enter_user_namespace() noexcept {
    const unsigned uid = ::geteuid(), gid = ::getegid();
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return errno;
    char map[64];
    // An unprivileged process may map its own ids only, and gid only once
    // setgroups is denied.
    std::snprintf(map, sizeof map, "%u %u 1\n", k_sandbox_uid, uid);
    if (int rc = write_proc("/proc/self/uid_map", map)) return rc;
    if (int rc = write_proc("/proc/self/setgroups", "deny")) return rc;
    std::snprintf(map, sizeof map, "%u %u 1\n", k_sandbox_gid, gid);
    return write_proc("/proc/self/gid_map", map);
}

}  // namespace judge
