#include "remove_tree.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <string>
#include <vector>

namespace judge {

namespace {

// Any depth, any number of entries, with at most three descriptors open at
// once: the walk goes down one folder at a time (openat) and back up by
// "..", checked against the folder it came from (device and inode). Only a
// name a level is kept in memory (a 4000-deep chain held a descriptor a
// level and ran out of them under the usual limit of 1024).
struct Level {
    std::string name;                 // this folder's name in its parent
    dev_t parent_dev = 0;             // the parent as seen on the way down
    ino_t parent_ino = 0;
    std::vector<std::string> failed;  // entries here that could not be removed: skipped
};

void close_fd(int fd) {
    if (fd >= 0) ::close(fd);
}

bool listed(const std::vector<std::string>& names, const char* name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Removes the files (and links, and whatever is not a folder) in `dir` as
// they are listed; the first folder met is returned to go down into. A
// folder holding no more than `failed` returns nothing.
std::optional<std::string> clear_files(int dir, std::vector<std::string>& failed) {
    const int listing = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (listing < 0) {
        failed.emplace_back(".");  // nothing here can be listed: the folder stays
        return std::nullopt;
    }
    DIR* stream = ::fdopendir(listing);
    if (!stream) {
        ::close(listing);
        failed.emplace_back(".");
        return std::nullopt;
    }
    std::optional<std::string> folder;
    while (dirent* entry = ::readdir(stream)) {
        const char* name = entry->d_name;
        if (std::string_view(name) == "." || std::string_view(name) == ".." || listed(failed, name)) continue;
        if (::unlinkat(dir, name, 0) == 0 || errno == ENOENT) continue;
        if (errno == EISDIR || errno == EPERM) {
            folder = name;
            break;
        }
        failed.emplace_back(name);
    }
    ::closedir(stream);
    return folder;
}

}  // namespace

bool empty_tree_at(int dir_fd) {
    ::fchmod(dir_fd, S_IRWXU);  // the run may have taken our own rights away
    int current = ::openat(dir_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (current < 0) return false;
    std::vector<Level> path;  // the folders below dir_fd we are in, outermost first
    std::vector<std::string> top_failed;
    bool ok = true;
    for (;;) {
        std::vector<std::string>& failed = path.empty() ? top_failed : path.back().failed;
        if (std::optional<std::string> folder = clear_files(current, failed)) {
            // Down into it, with the rights to list and empty it. It is a
            // folder (unlink said so), not a link: nothing else runs here now.
            struct stat here {};
            ::fchmodat(current, folder->c_str(), S_IRWXU, 0);
            const int child = ::openat(current, folder->c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (child < 0 || ::fstat(current, &here) != 0) {
                close_fd(child);
                failed.push_back(std::move(*folder));
                continue;
            }
            ::close(current);
            current = child;
            path.push_back({std::move(*folder), here.st_dev, here.st_ino, {}});
            continue;
        }
        if (!failed.empty()) ok = false;
        if (path.empty()) break;
        // Empty (but for what failed): back up, and remove it.
        Level done = std::move(path.back());
        path.pop_back();
        const int parent = ::openat(current, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        struct stat st {};
        if (parent < 0 || ::fstat(parent, &st) != 0 || st.st_dev != done.parent_dev || st.st_ino != done.parent_ino) {
            // The tree moved while we walked it: stop rather than guess.
            close_fd(parent);
            ::close(current);
            return false;
        }
        ::close(current);
        current = parent;
        if (!done.failed.empty() || ::unlinkat(current, done.name.c_str(), AT_REMOVEDIR) != 0)
            (path.empty() ? top_failed : path.back().failed).push_back(std::move(done.name));
    }
    ::close(current);
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
    const std::string filename = path.filename().string();
    const char* name = filename.c_str();
    bool ok = ::unlinkat(fd, name, 0) == 0 || errno == ENOENT;
    if (!ok && (errno == EISDIR || errno == EPERM)) {
        ::fchmodat(fd, name, S_IRWXU, 0);
        const int child = ::openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (child >= 0) {
            const bool emptied = empty_tree_at(child);
            ::close(child);
            ok = ::unlinkat(fd, name, AT_REMOVEDIR) == 0 && emptied;
        }
    }
    ::close(fd);
    return ok;
}

}  // namespace judge
