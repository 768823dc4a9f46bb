#include "helper_folder.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>

#include "error.hpp"
#include "remove_tree.hpp"

namespace judge {
namespace fs = std::filesystem;

HelperFolder::HelperFolder() {
    // No pid in the name: a run sees its folder's path, and must not learn ours.
    std::string dir_template = (fs::temp_directory_path() / "judge-helper-XXXXXX").string();
    if (!::mkdtemp(dir_template.data())) throw JudgeError("cannot create a folder for the sandbox helper");
    m_dir = dir_template;
    m_on_clean = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [dir = m_dir] { remove_tree(dir); });
    // Held while we live: the next judge removes the folder once it is free.
    m_lock = Fd(::open((m_dir / "lock").c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    if (m_lock.get() < 0 || ::flock(m_lock.get(), LOCK_EX) != 0 || ::mkdir(work().c_str(), 0700) != 0) {
        const std::string why = std::strerror(errno);
        remove_tree(m_dir);
        throw JudgeError("cannot prepare " + m_dir.string() + ": " + why);
    }
}

HelperFolder::~HelperFolder() { remove_tree(m_dir); }

void HelperFolder::remove_stale() {
    std::error_code ec;
    const std::string prefix = "judge-helper-";
    for (const auto& entry : fs::directory_iterator(fs::temp_directory_path(ec), ec)) {
        if (entry.path().filename().string().rfind(prefix, 0) != 0) continue;
        Fd lock(::open((entry.path() / "lock").c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
        bool stale = lock.get() >= 0 && ::flock(lock.get(), LOCK_EX | LOCK_NB) == 0;
        if (lock.get() < 0) {
            const auto age = fs::file_time_type::clock::now() - fs::last_write_time(entry.path(), ec);
            stale = !ec && age > std::chrono::minutes(10);
        }
        if (stale) remove_tree(entry.path());
    }
}

}  // namespace judge
