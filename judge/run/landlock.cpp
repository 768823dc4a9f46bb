#include "landlock.hpp"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace judge {
namespace {

// Rights by ABI; Debian 12's kernel headers stop at ABI 2, so the later ones are spelt here.
constexpr std::uint64_t k_fs_abi1 = (1ULL << 13) - 1;  // execute .. make_sym
constexpr std::uint64_t k_fs_refer = 1ULL << 13;       // ABI 2
constexpr std::uint64_t k_fs_truncate = 1ULL << 14;    // ABI 3
constexpr std::uint64_t k_fs_ioctl_dev = 1ULL << 15;   // ABI 5
constexpr std::uint64_t k_net_bind_tcp = 1ULL << 0, k_net_connect_tcp = 1ULL << 1;  // ABI 4
constexpr std::uint64_t k_scope_abstract_unix = 1ULL << 0, k_scope_signal = 1ULL << 1;  // ABI 6

constexpr std::uint64_t k_execute = LANDLOCK_ACCESS_FS_EXECUTE;
constexpr std::uint64_t k_read = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
// Rights that make sense on a file (the others only on a folder).
constexpr std::uint64_t k_file_rights =
    LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE | k_fs_truncate |
    k_fs_ioctl_dev;

// The ruleset's attributes as of ABI 6; older kernels are given a prefix.
struct RulesetAttr {
    std::uint64_t handled_access_fs = 0;
    std::uint64_t handled_access_net = 0;
    std::uint64_t scoped = 0;
};

struct PathBeneathAttr {
    std::uint64_t allowed_access;
    std::int32_t parent_fd;
} __attribute__((packed));

std::uint64_t handled_fs(int abi) {
    std::uint64_t fs = k_fs_abi1;
    if (abi >= 2) fs |= k_fs_refer;
    if (abi >= 3) fs |= k_fs_truncate;
    if (abi >= 5) fs |= k_fs_ioctl_dev;
    return fs;
}

}  // namespace

int landlock_abi() {
    const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? static_cast<int>(abi) : 0;
}

int landlock_restrict(const LandlockRule* rules, int count) noexcept {
    const int abi = landlock_abi();
    if (abi == 0) return ENOSYS;
    RulesetAttr attr;
    attr.handled_access_fs = handled_fs(abi);
    std::size_t size = sizeof attr.handled_access_fs;
    if (abi >= 4) {
        attr.handled_access_net = k_net_bind_tcp | k_net_connect_tcp;  // no rule: no TCP at all
        size = 2 * sizeof(std::uint64_t);
    }
    if (abi >= 6) {
        attr.scoped = k_scope_abstract_unix | k_scope_signal;  // nothing outside the domain
        size = sizeof attr;
    }
    const int ruleset = static_cast<int>(::syscall(SYS_landlock_create_ruleset, &attr, size, 0));
    if (ruleset < 0) return errno;
    int rc = 0;
    for (int i = 0; i < count && rc == 0; ++i) {
        const int fd = ::open(rules[i].path, O_PATH | O_CLOEXEC);
        if (fd < 0) {
            if (errno != ENOENT) rc = errno;
            continue;
        }
        std::uint64_t access = k_read;
        if (rules[i].access == LandlockAccess::read_execute) access |= k_execute;
        if (rules[i].access == LandlockAccess::write) access = attr.handled_access_fs & ~k_execute;
        struct stat st {};
        if (::fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) access &= k_file_rights;
        PathBeneathAttr rule{access & attr.handled_access_fs, fd};
        if (::syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) != 0) rc = errno;
        ::close(fd);
    }
    if (!rc && ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) rc = errno;
    if (!rc && ::syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) rc = errno;
    ::close(ruleset);
    return rc;
}

int landlock_scope_only() noexcept {
    if (landlock_abi() < 6) return ENOSYS;
    RulesetAttr attr;
    attr.scoped = k_scope_abstract_unix | k_scope_signal;
    const int ruleset = static_cast<int>(::syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0));
    if (ruleset < 0) return errno;
    int rc = ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ? errno : 0;
    if (!rc && ::syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) rc = errno;
    ::close(ruleset);
    return rc;
}

}  // namespace judge
