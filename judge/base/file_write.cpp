#include "file_write.hpp"
#include "interrupts.hpp"

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "error.hpp"
#include "text_file.hpp"
#include "fd.hpp"
#include "private_folder.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Where a write to a path lands: the path, or through links this user (or
// root) made, what they lead to. `exists` false: nothing is there yet.
// `magic`: a link of /proc (/proc/self/fd/1 names an open file, not a path).
struct Target {
    fs::path path;
    struct stat st {};
    bool exists = false;
    bool magic = false;
};

bool on_procfs(const fs::path& path) {
    struct statfs fs_info {};
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    return ::statfs(folder.c_str(), &fs_info) == 0 && fs_info.f_type == PROC_SUPER_MAGIC;
}

Target write_target(const fs::path& path, const std::string& shown) {
    Target target{path};
    for (int depth = 0; depth < 16; ++depth) {
        // The folders on the way too: another user's link among them is not
        // followed (nor is anything said of where it leads).
        const fs::path folder = target.path.has_parent_path() ? target.path.parent_path() : fs::path(".");
        if (const auto owner = foreign_link_on_way(folder))
            throw JudgeError(shown + ": its folder is reached through a symbolic link of another user (uid " +
                             std::to_string(*owner) + "), not followed; the judge writes only through links of its own user");
        if (::lstat(target.path.c_str(), &target.st) != 0) {
            if (errno == ENOENT) return target;
            throw JudgeError(shown + ": cannot write: " + std::strerror(errno));
        }
        target.exists = true;
        if (!S_ISLNK(target.st.st_mode)) return target;
        // Another user's link is theirs to aim: writing through it (as root,
        // a dangling one makes a file of their choosing) is refused.
        if (!trusted_owner(target.st.st_uid))
            throw JudgeError(shown + ": a symbolic link of another user (uid " + std::to_string(target.st.st_uid) +
                             "), not followed; the judge writes only through links of its own user");
        if (on_procfs(target.path)) {
            target.magic = true;
            return target;
        }
        std::error_code ec;
        const fs::path to = fs::read_symlink(target.path, ec);
        if (ec) throw JudgeError(shown + ": cannot write: " + ec.message());
        target.path = to.is_absolute() ? to : target.path.parent_path() / to;
        target.exists = false;
    }
    throw JudgeError(shown + ": cannot write: too many levels of symbolic links");
}

// The refusals that need no writing: what is there and whose it is.
void check_target(const Target& target, const std::string& shown, Existing existing) {
    if (!target.exists) return;
    if (existing == Existing::refuse) throw JudgeError(shown + ": already exists; not replaced");
    if (target.magic || S_ISREG(target.st.st_mode)) return;
    if (S_ISDIR(target.st.st_mode)) throw JudgeError(shown + ": is a folder, expected a file");
    if (S_ISSOCK(target.st.st_mode)) throw JudgeError(shown + ": is a socket; a file is written, not sent");
    if (!trusted_owner(target.st.st_uid))
        throw JudgeError(shown + ": " + node_kind(target.st.st_mode) + " of another user (uid " +
                         std::to_string(target.st.st_uid) + "); not written");
}

// A fresh name in the folder for the temporary file: made with O_EXCL, so
// nothing planted under a guessed name is ever opened.
Fd new_temporary(int dir, std::string& name) {
    for (int attempt = 0; attempt < 64; ++attempt) {
        unsigned char bytes[8];
        if (::getrandom(bytes, sizeof bytes, 0) != static_cast<ssize_t>(sizeof bytes)) break;
        char hex[17];
        for (std::size_t i = 0; i < sizeof bytes; ++i)
            std::snprintf(hex + 2 * i, 3, "%02x", bytes[i]);
        name = std::string(".judge-tmp-") + hex;
        Fd fd(::openat(dir, name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666));
        if (fd.get() >= 0 || errno != EEXIST) return fd;
    }
    return Fd(-1);
}

int write_all(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? errno : EIO;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

// Written whole under a temporary name in the same folder, then renamed onto
// the path: over a regular file, or (`must_be_new`) only if nothing is
// there yet, whatever appeared since it was looked at.
void write_atomically(const fs::path& path, const std::string& text, const std::string& shown, bool must_be_new) {
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    const Fd dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() < 0) {
        if (errno == ENOENT || errno == ENOTDIR) throw JudgeError(shown + ": no such folder " + folder.string());
        throw JudgeError(shown + ": cannot write: " + std::strerror(errno));
    }
    std::string temporary;
    // Interrupted meanwhile (Ctrl-C): the temporary goes, what was there stays.
    interrupts::Undoable drop_temporary([&] { ::unlinkat(dir.get(), temporary.c_str(), 0); });
    int err = 0;
    {
        Fd out;
        if (!drop_temporary.make([&] { out = new_temporary(dir.get(), temporary); }))
            throw JudgeError(shown + ": not written: interrupted");
        if (out.get() < 0) {
            const int why = errno ? errno : EEXIST;
            drop_temporary.done();  // none made: the name is not ours
            throw JudgeError(shown + ": cannot write: " + std::strerror(why));
        }
        err = write_all(out.get(), text);
        if (::close(out.release()) != 0 && errno != EINTR && err == 0) err = errno;  // a full disk may say so here
    }
    const std::string name = path.filename().string();
    if (err == 0) {
        int renamed = must_be_new ? ::renameat2(dir.get(), temporary.c_str(), dir.get(), name.c_str(), RENAME_NOREPLACE)
                                  : ::renameat(dir.get(), temporary.c_str(), dir.get(), name.c_str());
        if (renamed != 0 && must_be_new && errno == EINVAL) {  // a file system without RENAME_NOREPLACE: link, which never replaces
            renamed = ::linkat(dir.get(), temporary.c_str(), dir.get(), name.c_str(), 0);
            if (renamed == 0) ::unlinkat(dir.get(), temporary.c_str(), 0);
        }
        if (renamed == 0) {
            drop_temporary.done();
            return;
        }
        err = errno;
    }
    ::unlinkat(dir.get(), temporary.c_str(), 0);
    drop_temporary.done();
    if (err == EEXIST) throw JudgeError(shown + ": appeared while the judge wrote it; not replaced");
    throw JudgeError(shown + ": cannot write: " + std::strerror(err));
}

// A device, a FIFO with a reader, /dev/stdout: opened and written, never
// replaced (renaming over /dev/null would replace the node itself), without
// waiting for a reader and without following a link (but /proc's). Truncated
// only when what it reaches is a regular file (O_TRUNC means nothing good on
// a FIFO or a terminal).
void write_through(const Target& target, const std::string& text, const std::string& shown) {
    const int flags = O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (target.magic ? 0 : O_NOFOLLOW);
    Fd fd(::open(target.path.c_str(), flags));
    if (fd.get() < 0) {
        if (errno == ENXIO && S_ISFIFO(target.st.st_mode))
            throw JudgeError(shown + ": a FIFO nobody reads; not written");
        throw JudgeError(shown + ": cannot write: " + std::strerror(errno));
    }
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0) throw JudgeError(shown + ": cannot write: " + std::strerror(errno));
    if (!target.magic && (st.st_dev != target.st.st_dev || st.st_ino != target.st.st_ino))
        throw JudgeError(shown + ": changed while the judge wrote it; not written");
    if (S_ISREG(st.st_mode) && ::ftruncate(fd.get(), 0) != 0 && errno != EINVAL)
        throw JudgeError(shown + ": cannot write: " + std::strerror(errno));
    // Opened: now a slow reader is waited for, as any writer waits.
    ::fcntl(fd.get(), F_SETFL, ::fcntl(fd.get(), F_GETFL) & ~O_NONBLOCK);
    if (int err = write_all(fd.get(), text); err != 0) throw JudgeError(shown + ": cannot write: " + std::strerror(err));
    const int closed = ::close(fd.release());
    const int close_err = errno;
    if (closed != 0 && close_err != EINTR) throw JudgeError(shown + ": cannot write: " + std::strerror(close_err));
}

}  // namespace

WriteMethod write_method(const fs::path& path) {
    const Target target = write_target(path, path.string());
    return !target.exists || (!target.magic && S_ISREG(target.st.st_mode)) ? WriteMethod::atomic : WriteMethod::through;
}

void check_write_target(const fs::path& path, const std::string& shown) {
    check_target(write_target(path, shown), shown, Existing::replace);
}

void write_text_file(const fs::path& path, const std::string& text, Existing existing) {
    const std::string shown = path.string();
    const Target target = write_target(path, shown);
    check_target(target, shown, existing);
    if (!target.exists || (!target.magic && S_ISREG(target.st.st_mode)))
        write_atomically(target.path, text, shown, !target.exists);
    else
        write_through(target, text, shown);
}

void check_updatable_file(const fs::path& path, const char* what) {
    const std::string shown = path.string();
    const Target target = write_target(path, shown);
    if (target.exists && (target.magic || !S_ISREG(target.st.st_mode)))
        throw JudgeError(shown + ": " + what + " is not a regular file (" + node_kind(target.st.st_mode) + ")");
    if (target.exists && !trusted_owner(target.st.st_uid))
        throw JudgeError(shown + ": " + what + " is another user's (uid " + std::to_string(target.st.st_uid) +
                         "), not used");
}

}  // namespace judge

namespace judge {

bool names_stdout(const std::string& target) {
    if (target == "-" || target == "/dev/stdout" || target == "/proc/self/fd/1" || target == "/dev/fd/1") return true;
    // The file stdout goes to, by another name; a device (a terminal,
    // /dev/null) is written through as it is, whoever else writes to it.
    struct stat out {}, named {};
    return ::fstat(1, &out) == 0 && ::stat(target.c_str(), &named) == 0 && out.st_dev == named.st_dev &&
           out.st_ino == named.st_ino && !S_ISCHR(named.st_mode);
}

void check_report_targets(const std::vector<std::pair<std::string, std::string>>& targets,
                          const std::vector<fs::path>& inputs) {
    std::string on_stdout;
    std::vector<std::pair<fs::path, std::string>> files;  // where each regular report goes, and its option
    for (const auto& [option, target] : targets) {
        if (target.empty()) continue;
        if (names_stdout(target)) {
            if (!on_stdout.empty())
                throw JudgeError(option + " " + target + ": " + on_stdout + " already goes to stdout; one report at most there");
            on_stdout = option;
            continue;
        }
        std::error_code ec;
        // Links of another user refused; links of its own followed: what
        // counts is where they lead.
        const Target where_to = write_target(target, option + " " + target);
        check_target(where_to, option + " " + target, Existing::replace);
        const fs::path path = where_to.magic ? fs::path(target) : where_to.path;
        if (fs::is_directory(path, ec)) throw JudgeError(option + " " + target + ": is a folder, expected a file");
        const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
        if (!fs::is_directory(folder, ec)) throw JudgeError(option + " " + target + ": no such folder " + folder.string());
        // Two reports into one file: the second would silently replace the first (a device takes both).
        if (fs::is_character_file(path, ec)) continue;
        const fs::path where = fs::weakly_canonical(path, ec);
        for (const auto& [other, other_option] : files)
            if (!ec && other == where)
                throw JudgeError(option + " " + target + ": " + other_option + " already writes there; one report a file");
        if (!ec) files.emplace_back(where, option);
        for (const fs::path& input : inputs)
            if (fs::equivalent(path, input, ec))
                throw JudgeError(option + " " + target + ": is " + input.string() +
                                 ", which this command reads; a report never replaces it");
    }
}

void write_report_file(const std::string& target, const std::string& text) {
    if (!names_stdout(target)) return write_text_file(target, text);
    std::fflush(stdout);
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0)
        throw JudgeError(std::string("cannot write to stdout: ") + std::strerror(errno));
}

}  // namespace judge
