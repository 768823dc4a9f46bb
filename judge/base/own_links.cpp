#include "own_links.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>

#include "error.hpp"
#include "private_folder.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Folders already resolved, by the path they were named by (absolute, as
// given): the tests of a set share theirs, so 2000 of them resolve it once,
// not a name at a time each (a dozen system calls a file). A folder is held
// by its descriptor, and used again only while its name still leads to it
// (the same device and inode, as when it was kept: a folder removed and made
// again, or moved, is resolved anew; its name is looked at once a file). Bounded; close-on-exec
// (no child sees them).
class ResolvedFolders {
public:
    std::shared_ptr<const HeldFolder> find(const std::string& key) {
        std::lock_guard<std::mutex> hold(m_lock);
        auto it = m_folders.find(key);
        return it == m_folders.end() ? nullptr : it->second;
    }
    void keep(const std::string& key, const Fd& dir, const struct stat& st) {
        std::lock_guard<std::mutex> hold(m_lock);
        if (m_folders.size() >= 64) m_folders.clear();
        auto held = std::make_shared<HeldFolder>();
        held->dir = Fd(::fcntl(dir.get(), F_DUPFD_CLOEXEC, 0));
        held->dev = st.st_dev;
        held->ino = st.st_ino;
        if (held->dir.get() >= 0) m_folders[key] = std::move(held);
    }

private:
    std::mutex m_lock;
    std::map<std::string, std::shared_ptr<const HeldFolder>> m_folders;
};
ResolvedFolders& resolved_folders() {
    static ResolvedFolders folders;
    return folders;
}

}  // namespace

Resolved resolve_own_links(const fs::path& path) {
    Resolved r;
    std::deque<std::string> names;
    auto prepend = [&names](const fs::path& p) {
        std::vector<std::string> parts;
        for (const auto& part : p)
            if (!part.empty() && part != "/" && part != ".") parts.push_back(part.string());
        names.insert(names.begin(), parts.begin(), parts.end());
    };
    // The folder it is in, resolved before: only its last name is looked up.
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec);
    const bool plain_name = !ec && absolute.has_filename() && absolute.filename() != "." && absolute.filename() != "..";
    const std::string folder_key = plain_name ? absolute.parent_path().string() : std::string();
    // A folder resolved before, its name still leading to it (not one
    // removed and made again, or moved away): the name looked at in it
    // (one system call), and when that is no link, done.
    if (auto held = folder_key.empty() ? nullptr : resolved_folders().find(folder_key)) {
        struct stat named {};
        if (::lstat(folder_key.c_str(), &named) == 0 && named.st_dev == held->dev && named.st_ino == held->ino) {
            const std::string name = absolute.filename().string();
            if (::fstatat(held->dir.get(), name.c_str(), &r.st, AT_SYMLINK_NOFOLLOW) != 0) {
                r.error = errno;
                return r;
            }
            if (!S_ISLNK(r.st.st_mode)) {
                r.held = std::move(held);
                r.name = name;
                return r;
            }
        }
    }
    Fd dir(::open(path.is_absolute() ? "/" : ".", O_PATH | O_DIRECTORY | O_CLOEXEC));
    prepend(path);
    if (dir.get() < 0 || ::fstat(dir.get(), &r.st) != 0) {
        r.error = errno;
        return r;
    }
    for (int links = 0; !names.empty();) {
        // The folder the given path names, reached without a link followed on the way: kept.
        if (links == 0 && names.size() == 1 && !folder_key.empty() && S_ISDIR(r.st.st_mode))
            resolved_folders().keep(folder_key, dir, r.st);
        const std::string name = names.front();
        names.pop_front();
        Fd next(::openat(dir.get(), name.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
        if (next.get() < 0 || ::fstat(next.get(), &r.st) != 0) {
            r.error = errno;
            return r;
        }
        if (!S_ISLNK(r.st.st_mode)) {
            if (names.empty()) {
                r.parent = std::move(dir);
                r.name = name;
                return r;
            }
            dir = std::move(next);
            continue;
        }
        if (!trusted_owner(r.st.st_uid)) {
            r.foreign_link = r.st.st_uid;
            return r;
        }
        char target[PATH_MAX];
        const ssize_t n = ::readlinkat(next.get(), "", target, sizeof target - 1);  // this link, not its name's
        if (n < 0 || ++links > 40) {
            r.error = n < 0 ? errno : ELOOP;
            return r;
        }
        const fs::path to(std::string(target, static_cast<std::size_t>(n)));
        if (to.is_absolute()) dir = Fd(::open("/", O_PATH | O_DIRECTORY | O_CLOEXEC));
        prepend(to);
    }
    r.error = EISDIR;  // no name at all ("/", "."): a folder
    return r;
}

// ("copy it": a file, or a folder of tests or of a class.)
[[noreturn]] void foreign_link(const std::string& name, const std::string& subject, uid_t owner) {
    throw JudgeError(name + ": " + subject + " is reached through a symbolic link of another user (uid " +
                     std::to_string(owner) + "), which the judge does not follow: copy it instead");
}

void refuse_foreign_links(const fs::path& path, const char* what) {
    const Resolved at = resolve_own_links(path);
    if (at.foreign_link) foreign_link(path.string(), what, *at.foreign_link);
}

std::optional<uid_t> foreign_link_on_way(const fs::path& path) {
    return resolve_own_links(path).foreign_link;
}

Fd open_checked_folder(const fs::path& path, const char* what) {
    const Resolved at = resolve_own_links(path);
    if (at.foreign_link) foreign_link(path.string(), what, *at.foreign_link);
    constexpr int flags = O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC;
    if (at.error == EISDIR) return Fd(::open(path.c_str(), flags));  // "/" or ".": no name, no link
    if (at.error != 0) {
        errno = at.error;
        return Fd();
    }
    return Fd(::openat(at.parent_fd(), at.name.c_str(), flags | O_NOFOLLOW));
}

namespace {

FolderListing listed(Fd dir) {
    FolderListing out;
    out.error = dir.get() < 0 ? errno : 0;
    out.dir = std::move(dir);
    if (out.error != 0) return out;
    const int fd = ::fcntl(out.dir.get(), F_DUPFD_CLOEXEC, 0);  // closedir closes its own
    DIR* d = fd < 0 ? nullptr : ::fdopendir(fd);
    if (!d) {
        out.error = errno;
        if (fd >= 0) ::close(fd);
        return out;
    }
    errno = 0;
    while (const dirent* e = ::readdir(d)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0) out.names.emplace_back(e->d_name);
        errno = 0;
    }
    out.error = errno;
    ::closedir(d);
    return out;
}

}  // namespace

FolderListing list_checked_folder(const fs::path& path, const char* what) {
    return listed(open_checked_folder(path, what));
}

FolderListing list_folder_in(int parent, const std::string& name) {
    return listed(Fd(::openat(parent, name.c_str(), O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)));
}

}  // namespace judge
