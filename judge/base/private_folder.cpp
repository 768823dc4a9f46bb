#include "private_folder.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

std::string node_kind(mode_t mode) {
    if (S_ISREG(mode)) return "a regular file";
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISLNK(mode)) return "a symbolic link";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    return "not a file";
}

bool trusted_owner(uid_t uid) { return uid == ::geteuid() || uid == 0; }

PrivateFolder open_private_folder(const fs::path& dir, const std::string& remedy, bool parents) {
    const std::string name = dir.string();
    if (parents) {
        // Each missing folder above it, as `mkdir -p -m 0700` makes them;
        // what is already there is only walked through.
        fs::path above;
        for (const auto& part : dir.parent_path()) {
            above /= part;
            if (::mkdir(above.c_str(), 0700) != 0 && errno != EEXIST) break;  // the mkdir below names the failure
        }
    }
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        throw JudgeError(name + ": cannot make the judge's private folder: " + std::strerror(errno) + "; " + remedy);
    // O_NOFOLLOW: a link planted in its place is not the folder; O_NONBLOCK:
    // a FIFO planted there is refused (ENOTDIR), never waited on.
    Fd fd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    struct stat st {};
    if (fd.get() < 0) {
        const int err = errno;
        if (::lstat(dir.c_str(), &st) == 0 && !S_ISDIR(st.st_mode))
            throw JudgeError(name + ": " + node_kind(st.st_mode) + " of uid " + std::to_string(st.st_uid) +
                             ", not the judge's private folder; " + remedy);
        throw JudgeError(name + ": cannot open the judge's private folder: " + std::strerror(err) + "; " + remedy);
    }
    if (::fstat(fd.get(), &st) != 0)
        throw JudgeError(name + ": cannot check the judge's private folder: " + std::strerror(errno));
    if (st.st_uid != ::geteuid())
        throw JudgeError(name + ": a folder of another user (uid " + std::to_string(st.st_uid) + "), not this one's (uid " +
                         std::to_string(::geteuid()) + "); the judge keeps its files only in a folder of its own; " +
                         remedy);
    // Its own folder with a looser mode: closed to the others from now on
    // (whatever they left in it is never followed: see the users of it).
    if ((st.st_mode & 07777) != 0700 && ::fchmod(fd.get(), 0700) != 0)
        throw JudgeError(name + ": cannot make the judge's private folder mode 0700: " + std::strerror(errno));
    return {dir, std::move(fd)};
}

fs::path private_folder_path() {
    const std::string user = "judge-" + std::to_string(::geteuid());
    if (const char* tmp = std::getenv("TMPDIR"); tmp && *tmp) return fs::absolute(tmp) / user;
    // The session's runtime folder, when it is this user's alone (a su or
    // sudo may have kept another user's in the environment).
    if (const char* run = std::getenv("XDG_RUNTIME_DIR"); run && run[0] == '/') {
        struct stat st {};
        if (::lstat(run, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid() && (st.st_mode & 07777) == 0700)
            return fs::path(run) / "judge";
    }
    return fs::path("/tmp") / user;
}

PrivateFolder private_folder() {
    return open_private_folder(private_folder_path(), "remove it, or set TMPDIR to a folder of this user's");
}

}  // namespace judge
