#include "text_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <climits>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "error.hpp"
#include "fd.hpp"
#include "private_folder.hpp"

namespace judge {
namespace fs = std::filesystem;

std::string size_in_words(std::uintmax_t bytes) {
    if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    static const char* const k_units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes) / 1024;
    std::size_t unit = 0;
    while (value >= 1024 && unit + 1 < std::size(k_units)) {
        value /= 1024;
        ++unit;
    }
    char text[48];
    const double tenths = static_cast<double>(static_cast<long long>(value * 10 + 0.5)) / 10;
    if (tenths == static_cast<double>(static_cast<long long>(tenths)))
        std::snprintf(text, sizeof text, "%.0f %s", tenths, k_units[unit]);
    else
        std::snprintf(text, sizeof text, "%.1f %s", tenths, k_units[unit]);
    return text;
}

namespace {

std::string with_article(const std::string& noun) {
    const bool vowel = !noun.empty() && std::strchr("aeiou", noun[0]) != nullptr;
    return (vowel ? "an " : "a ") + noun;
}

[[noreturn]] void too_large(const std::string& name, const char* what, std::uintmax_t size, std::uintmax_t limit) {
    std::string shown = size_in_words(size);
    if (shown == size_in_words(limit) || size - limit < limit / 100)  // "64 MiB, over the 64 MiB" says nothing
        shown += " (" + std::to_string(size) + " bytes)";
    throw JudgeError(name + ": " + shown + ", over the " + size_in_words(limit) + " " + with_article(what) +
                     " may have");
}

}  // namespace

void check_file_size(const std::string& name, const char* what, std::uintmax_t size, std::uintmax_t limit) {
    if (size > limit) too_large(name, what, size, limit);
}

namespace {

// "a FIFO", or for a link "a link to /dev/zero, a character device".
std::string what_it_is(const fs::path& path, const struct stat& st) {
    struct stat own {};
    if (::lstat(path.c_str(), &own) == 0 && S_ISLNK(own.st_mode)) {
        std::error_code ec;
        const fs::path to = fs::read_symlink(path, ec);
        if (!ec) return "a link to " + to.string() + ", " + node_kind(st.st_mode);
    }
    return node_kind(st.st_mode);
}

// The bytes of `fd` (a regular file of `size` bytes when looked at), at
// most `limit`: a file that grows while it is read is still bounded. Read
// into the string itself; a read that returns exactly the size looked at,
// short of what was asked, has it all (a file as it stood then), so a test's
// file takes one read, not two. A size of k_unknown_size: read until the end.
constexpr std::uintmax_t k_unknown_size = UINTMAX_MAX;
int read_bounded(int fd, std::uintmax_t size, std::uintmax_t limit, std::string& text, bool& over) {
    over = false;
    std::size_t want = size == k_unknown_size ? 65536 : static_cast<std::size_t>(std::min(size, limit)) + 1;
    for (bool first = true;; first = false) {
        const std::size_t at = text.size();
        text.resize(at + want);
        ssize_t n = ::read(fd, text.data() + at, want);
        text.resize(at + static_cast<std::size_t>(std::max<ssize_t>(n, 0)));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        if (n == 0) return 0;
        if (text.size() > limit) {
            over = true;
            return 0;
        }
        if (first && static_cast<std::uintmax_t>(n) == size && static_cast<std::size_t>(n) < want) return 0;
        want = 65536;
    }
}

// Folders already resolved, by the path they were named by (absolute, as
// given): the tests of a set share theirs, so 2000 of them resolve it once,
// not a name at a time each (a dozen system calls a file). A folder is held
// by its descriptor, and used again only while its name still leads to it
// (the same device and inode, as when it was kept: a folder removed and made
// again, or moved, is resolved anew; its name is looked at once a file). Bounded; close-on-exec
// (no child sees them).
class ResolvedFolders {
public:
    struct Held {
        Fd dir;
        dev_t dev = 0;  // what it was when kept: its name must still lead there
        ino_t ino = 0;
    };
    std::shared_ptr<const Held> find(const std::string& key) {
        std::lock_guard<std::mutex> hold(m_lock);
        auto it = m_folders.find(key);
        return it == m_folders.end() ? nullptr : it->second;
    }
    void keep(const std::string& key, const Fd& dir, const struct stat& st) {
        std::lock_guard<std::mutex> hold(m_lock);
        if (m_folders.size() >= 64) m_folders.clear();
        auto held = std::make_shared<Held>();
        held->dir = Fd(::fcntl(dir.get(), F_DUPFD_CLOEXEC, 0));
        held->dev = st.st_dev;
        held->ino = st.st_ino;
        if (held->dir.get() >= 0) m_folders[key] = std::move(held);
    }

private:
    std::mutex m_lock;
    std::map<std::string, std::shared_ptr<const Held>> m_folders;
};
ResolvedFolders& resolved_folders() {
    static ResolvedFolders folders;
    return folders;
}

// Where `path` leads, resolved one name at a time on descriptors (as the
// kernel would, but a link is looked at before it is followed): an O_PATH
// descriptor of what is there and its stat; or the errno that stopped it;
// or the owner of a link that belongs to neither this user nor root, which
// is not followed. Each step holds the descriptor of the step before, so a
// name swapped meanwhile changes nothing already resolved.
struct Resolved {
    Fd parent;         // the folder the last name is in
    std::shared_ptr<const ResolvedFolders::Held> held;  // or this one, resolved before
    std::string name;  // that name (not a link): parent and name open what was looked at
    struct stat st {};
    int error = 0;
    std::optional<uid_t> foreign_link;
    int parent_fd() const { return held ? held->dir.get() : parent.get(); }
};

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

}  // namespace

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

namespace {

// The file `name` in `parent`, looked at (`looked`) and found neither a
// link nor missing: checked, opened without following a link or blocking,
// checked again as what was looked at, read.
std::string read_looked_at(int parent, const std::string& name, struct stat looked, const fs::path& path,
                           const char* what, const std::string& subject, std::uintmax_t limit) {
    const std::string shown = path.string();
    auto check = [&](const struct stat& s) {
        if (!S_ISREG(s.st_mode))
            throw JudgeError(shown + ": " + subject + " is not a regular file (" + what_it_is(path, s) + ")");
        if (static_cast<std::uintmax_t>(s.st_size) > limit)
            too_large(shown, what, static_cast<std::uintmax_t>(s.st_size), limit);
    };
    check(looked);
    struct stat st {};
    Fd fd(::openat(parent, name.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW));
    if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || st.st_dev != looked.st_dev || st.st_ino != looked.st_ino)
        throw JudgeError(shown + ": cannot read " + what + ": " +
                         (fd.get() < 0 && errno != ELOOP ? std::strerror(errno) : "it changed while it was opened"));
    check(st);
    std::string text;
    bool over = false;
    if (int err = read_bounded(fd.get(), static_cast<std::uintmax_t>(st.st_size), limit, text, over); err != 0)
        throw JudgeError(shown + ": cannot read " + what + ": " + std::strerror(err));
    if (over) too_large(shown, what, text.size(), limit);
    return text;
}

}  // namespace

std::string read_checked_file(const fs::path& path, const char* what_given, std::uintmax_t limit, bool missing_ok) {
    const std::string name = path.string();
    // "t/a.in: test input is not ...", or for a file of no named kind "x: the file is not ...".
    const char* what = what_given && *what_given ? what_given : "file";
    const std::string subject = what_given && *what_given ? what_given : "the file";
    // Looked at before it is opened: a device is never opened (a terminal
    // waits, a tape rewinds) and a FIFO never waited on. Another user's link
    // is not followed (root reading a test folder of theirs would show them
    // what only root may read); what is opened is what was looked at.
    Resolved at = resolve_own_links(path);
    if (at.foreign_link) foreign_link(name, subject, *at.foreign_link);
    struct stat& st = at.st;
    if (at.error != 0) {
        const int err = at.error;
        if (err == ENOENT || err == ENOTDIR) {
            if (missing_ok) return {};
            struct stat link {};
            if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
                std::error_code ec;
                throw JudgeError(name + ": " + subject + " not found (a link to " +
                                 fs::read_symlink(path, ec).string() + ", which is not there)");
            }
            throw JudgeError(name + ": " + subject + " not found");
        }
        throw JudgeError(name + ": cannot read " + what + ": " + std::strerror(err));
    }
    return read_looked_at(at.parent_fd(), at.name, st, path, what, subject, limit);
}

std::string read_checked_file_in(int folder, const fs::path& path, const char* what, std::uintmax_t limit) {
    // Its name in the folder it was listed in: a link (this user's, to
    // another test) goes the whole way, as a path would.
    struct stat st {};
    const std::string name = path.filename().string();
    if (folder < 0 || ::fstatat(folder, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || S_ISLNK(st.st_mode))
        return read_checked_file(path, what, limit);
    return read_looked_at(folder, name, st, path, what, what, limit);
}

namespace {

// A file's bytes as text: not a program, not binary, not empty.
std::string checked_text(std::string text, const fs::path& path, const char* what, bool source) {
    if (text.rfind("\x7f" "ELF", 0) == 0)
        throw JudgeError(located(path.string(), 1, 1, std::string(what) + " is a compiled program (ELF), not text"));
    int line = 1, column = 1;
    bool blank = true;
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        // A source file may hold any byte g++ takes (a raw ESC in a comment); a NUL is binary.
        if (c == 0 || (!source && ((c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v') || c == 0x7f)))
            throw JudgeError(located(path.string(), line, column,
                                     std::string(what) + (c == 0 ? " is binary (a NUL byte)" : " is binary (a control byte)")));
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') blank = false;
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    if (blank) throw JudgeError(path.string() + ": " + what + " is empty");
    return text;
}

}  // namespace

std::string read_text_file(const fs::path& path, const char* what, bool source) {
    return checked_text(read_checked_file(path, what), path, what, source);
}

std::string read_text_file_in(int folder, const fs::path& path, const char* what) {
    return checked_text(read_checked_file_in(folder, path, what), path, what, false);
}

std::string read_file_bytes(const fs::path& path, std::uintmax_t limit) {
    return read_checked_file(path, "", limit, true);
}

std::string read_input(const std::string& name) {
    if (name != "-") return read_text_file(name, "input");
    std::string text;
    bool over = false;
    if (int err = read_bounded(0, k_unknown_size, k_max_file_bytes, text, over); err != 0)
        throw JudgeError(std::string("stdin: cannot read the input: ") + std::strerror(err));
    if (over) throw JudgeError("stdin: over the " + size_in_words(k_max_file_bytes) + " an input may have");
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw JudgeError("stdin: the input is empty");
    return text;
}

}  // namespace judge
