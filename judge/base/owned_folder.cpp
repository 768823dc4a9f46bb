#include "owned_folder.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <vector>

#include "error.hpp"
#include "private_folder.hpp"
#include "remove_tree.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// A folder in the making is kept this long; a judge takes its lock at once.
constexpr std::time_t k_making_seconds = 10 * 60;

// The names in a folder, read through its descriptor (a copy: the
// directory stream owns and closes the one it is given).
std::vector<std::string> names_in(int dir_fd) {
    std::vector<std::string> names;
    const int copy = ::fcntl(dir_fd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0) return names;
    DIR* dir = ::fdopendir(copy);
    if (!dir) {
        ::close(copy);
        return names;
    }
    ::rewinddir(dir);
    while (const dirent* entry = ::readdir(dir))
        names.emplace_back(entry->d_name);
    ::closedir(dir);
    return names;
}

}  // namespace

OwnedFolder::OwnedFolder(const std::string& prefix) {
    const PrivateFolder base = private_folder();  // this user's alone, checked: throws JudgeError otherwise
    std::string dir_template = (base.path / (prefix + "-XXXXXX")).string();
    if (!::mkdtemp(dir_template.data()))
        throw JudgeError("cannot create a folder " + dir_template + ": " + std::strerror(errno));
    m_dir = dir_template;
    m_on_clean = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [dir = m_dir] { remove_tree(dir); });
    const Fd dir(::openat(base.fd.get(), m_dir.filename().c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (dir.get() >= 0)
        m_lock = Fd(::openat(dir.get(), "lock", O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600));
    // Its one byte says "held": written once the lock is taken, so that a
    // sweep between our open and our flock sees a lock in the making.
    if (m_lock.get() < 0 || ::flock(m_lock.get(), LOCK_EX) != 0 || ::write(m_lock.get(), "1", 1) != 1) {
        const std::string why = std::strerror(errno);
        remove_tree(m_dir);
        throw JudgeError("cannot prepare " + m_dir.string() + ": " + why);
    }
}

OwnedFolder::~OwnedFolder() { remove_tree(m_dir); }

void OwnedFolder::hold_across_exec() {
    if (m_lock.get() < 0 || ::fcntl(m_lock.get(), F_SETFD, 0) != 0)
        throw JudgeError("cannot keep the lock of " + m_dir.string() + ": " + std::strerror(errno));
}

void OwnedFolder::remove_stale(const std::string& prefix) {
    PrivateFolder base;
    try {
        base = private_folder();
    } catch (const JudgeError&) {
        return;  // nothing of ours to sweep: making a folder there says why
    }
    const std::string start = prefix + "-";
    for (const std::string& name : names_in(base.fd.get())) {
        if (name.rfind(start, 0) != 0 || name.size() != start.size() + 6) continue;  // PREFIX-XXXXXX only
        // Everything relative to the checked folder, no link followed, never
        // waiting: a FIFO, a socket or a link in the place of a folder or of
        // its lock is not a judge's, and is left alone.
        const Fd dir(::openat(base.fd.get(), name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat folder {}, held {};
        if (dir.get() < 0 || ::fstat(dir.get(), &folder) != 0 || folder.st_uid != ::geteuid()) continue;
        const Fd lock(::openat(dir.get(), "lock", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        const bool has_lock = lock.get() >= 0 && ::fstat(lock.get(), &held) == 0;
        if (lock.get() < 0 && errno != ENOENT) continue;  // a link or worse: not a judge's lock
        if (has_lock && !S_ISREG(held.st_mode)) continue;
        const bool free = has_lock && ::flock(lock.get(), LOCK_EX | LOCK_NB) == 0;
        // Free and marked held: its judge is gone. Free and empty (or none):
        // a judge between making it and taking the lock, unless it is old.
        bool stale = free && held.st_size > 0;
        if (!stale && (!has_lock || free)) stale = std::time(nullptr) - folder.st_mtime > k_making_seconds;
        if (stale) remove_tree(base.path / name);
    }
}

}  // namespace judge
