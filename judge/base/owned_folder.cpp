#include "owned_folder.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "error.hpp"
#include "remove_tree.hpp"

namespace judge {
namespace fs = std::filesystem;

OwnedFolder::OwnedFolder(const std::string& prefix) {
    std::error_code ec;
    const fs::path tmp = fs::temp_directory_path(ec);
    std::string dir_template = ((ec ? fs::path("/tmp") : tmp) / (prefix + "-XXXXXX")).string();
    if (!::mkdtemp(dir_template.data()))
        throw JudgeError("cannot create a folder " + dir_template + ": " + std::strerror(errno));
    m_dir = dir_template;
    m_on_clean = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [dir = m_dir] { remove_tree(dir); });
    m_lock = Fd(::open((m_dir / "lock").c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    // Its one byte says "held": written once the lock is taken, so that a
    // sweep between our open and our flock sees a lock in the making.
    if (m_lock.get() < 0 || ::flock(m_lock.get(), LOCK_EX) != 0 || ::write(m_lock.get(), "1", 1) != 1) {
        const std::string why = std::strerror(errno);
        remove_tree(m_dir);
        throw JudgeError("cannot prepare " + m_dir.string() + ": " + why);
    }
}

OwnedFolder::~OwnedFolder() { remove_tree(m_dir); }

void OwnedFolder::remove_stale(const std::string& prefix) {
    std::error_code ec;
    const std::string start = prefix + "-";
    for (const auto& entry : fs::directory_iterator(fs::temp_directory_path(ec), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(start, 0) != 0 || name.size() != start.size() + 6) continue;  // PREFIX-XXXXXX only
        Fd lock(::open((entry.path() / "lock").c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
        struct stat held {};
        const bool free = lock.get() >= 0 && ::flock(lock.get(), LOCK_EX | LOCK_NB) == 0;
        // Free and marked held: its judge is gone. Free and empty (or none):
        // a judge between making it and taking the lock, unless it is old.
        bool stale = free && ::fstat(lock.get(), &held) == 0 && held.st_size > 0;
        if (!stale && (lock.get() < 0 || free)) {
            const auto age = fs::file_time_type::clock::now() - fs::last_write_time(entry.path(), ec);
            stale = !ec && age > std::chrono::minutes(10);
        }
        if (stale) remove_tree(entry.path());
    }
}

}  // namespace judge
