#include "text_file.hpp"

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
#include <memory>
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

std::string what_it_is(const fs::path& path, const struct stat& st) {
    struct stat own {};
    if (::lstat(path.c_str(), &own) == 0 && S_ISLNK(own.st_mode)) {
        std::error_code ec;
        const fs::path to = fs::read_symlink(path, ec);
        if (!ec) return "a link to " + to.string() + ", " + node_kind(st.st_mode);
    }
    return node_kind(st.st_mode);
}

namespace {

// The kind of file system `fd` is on when its files are the kernel's
// own, made up as they are read (reading one may change the kernel's
// state: /proc/kmsg hands each message to one reader): "procfs", "sysfs"...
// Null for a file system of stored files.
const char* kernel_file_system(int fd) {
    struct statfs fs {};
    if (::fstatfs(fd, &fs) != 0) return nullptr;
    switch (static_cast<unsigned long>(fs.f_type)) {
        case PROC_SUPER_MAGIC: return "procfs";
        case SYSFS_MAGIC: return "sysfs";
        case DEBUGFS_MAGIC: return "debugfs";
        case TRACEFS_MAGIC: return "tracefs";
        case SECURITYFS_MAGIC: return "securityfs";
        case CGROUP_SUPER_MAGIC: return "cgroupfs";
        case CGROUP2_SUPER_MAGIC: return "cgroup2fs";
        case BPF_FS_MAGIC: return "bpffs";
        case EFIVARFS_MAGIC: return "efivarfs";
        case PSTOREFS_MAGIC: return "pstorefs";
        default: return nullptr;
    }
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
    if (const char* kernel = kernel_file_system(fd.get()))
        throw JudgeError(shown + ": " + subject + " is not a regular file (" + what_it_is(path, st) +
                         " of the kernel's, in " + kernel + ", made up as it is read)");
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

std::string read_checked_file_in(int folder, const fs::path& path, const char* what, std::uintmax_t limit,
                                 const struct stat* seen) {
    // Its name in the folder it was listed in: a link (this user's, to
    // another test) goes the whole way, as a path would.
    const std::string name = path.filename().string();
    if (folder >= 0 && seen && !S_ISLNK(seen->st_mode)) return read_looked_at(folder, name, *seen, path, what, what, limit);
    struct stat st {};
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

std::string read_text_file_in(int folder, const fs::path& path, const char* what, const struct stat* seen) {
    return checked_text(read_checked_file_in(folder, path, what, k_max_file_bytes, seen), path, what, false);
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
