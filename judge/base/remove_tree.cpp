#include "remove_tree.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

namespace judge {

namespace {

// Depth is bounded by what a run can make in its folder (an inode limit as
// root, a file-size limit otherwise); recursion is fine.
bool remove_entry(int dir_fd, const char* name) {
    if (::unlinkat(dir_fd, name, 0) == 0 || errno == ENOENT) return true;
    if (errno != EISDIR && errno != EPERM) return false;
    // A folder: give ourselves the rights to list and empty it.
    ::fchmodat(dir_fd, name, S_IRWXU, AT_SYMLINK_NOFOLLOW);
    const int child = ::openat(dir_fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (child < 0) return false;
    const bool emptied = empty_tree_at(child);
    ::close(child);
    return ::unlinkat(dir_fd, name, AT_REMOVEDIR) == 0 && emptied;
}

}  // namespace

bool empty_tree_at(int dir_fd) {
    ::fchmod(dir_fd, S_IRWXU);  // the run may have taken our own rights away
    const int listing = ::openat(dir_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (listing < 0) return false;
    DIR* dir = ::fdopendir(listing);
    if (!dir) {
        ::close(listing);
        return false;
    }
    std::vector<std::string> names;
    while (dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name != "." && name != "..") names.push_back(name);
    }
    ::closedir(dir);
    bool ok = true;
    for (const auto& name : names)
        ok = remove_entry(dir_fd, name.c_str()) && ok;
    return ok;
}

bool empty_tree(const std::filesystem::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        // Our own folder with its rights taken away: give them back.
        if (errno != EACCES || ::chmod(dir.c_str(), S_IRWXU) != 0) return false;
        return empty_tree(dir);
    }
    const bool ok = empty_tree_at(fd);
    ::close(fd);
    return ok;
}

bool remove_tree(const std::filesystem::path& path) {
    const std::filesystem::path parent = path.has_parent_path() ? path.parent_path() : ".";
    const int fd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT;
    const bool ok = remove_entry(fd, path.filename().c_str());
    ::close(fd);
    return ok;
}

}  // namespace judge
