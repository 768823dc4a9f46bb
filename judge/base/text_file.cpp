#include "text_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// The whole file through one descriptor (a test set is thousands of small
// files: no separate existence and type checks). Returns 0 or an errno;
// EISDIR for a folder.
int read_whole(const fs::path& path, std::string& text) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    struct stat st {};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        int err = S_ISDIR(st.st_mode) ? EISDIR : errno;
        ::close(fd);
        return err;
    }
    text.clear();
    text.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            int err = errno;
            ::close(fd);
            return err;
        }
        if (n == 0) break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return 0;
}

}  // namespace

std::string read_text_file(const fs::path& path, const char* what, bool source) {
    std::string text;
    if (int err = read_whole(path, text); err != 0) {
        if (err == ENOENT) throw JudgeError(path.string() + ": " + what + " not found");
        if (err == EISDIR) throw JudgeError(path.string() + ": " + what + " is a folder, expected a file");
        throw JudgeError(path.string() + ": cannot read " + what + ": " + std::strerror(err));
    }
    int line = 1, column = 1;
    bool blank = true;
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        // A source file may hold any byte g++ takes (a raw ESC in a comment); a NUL is binary.
        if (c == 0 || (!source && ((c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v') || c == 0x7f)))
            throw JudgeError(located(path.string(), line, column, std::string(what) + " is binary (control byte)"));
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

std::string read_file_bytes(const fs::path& path) {
    std::string text;
    read_whole(path, text);  // as before: a missing file reads as empty
    return text;
}

std::string read_input(const std::string& name) {
    if (name != "-") return read_text_file(name, "input");
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw JudgeError("stdin: the input is empty");
    return text;
}

WriteMethod write_method(const fs::path& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return errno == ENOENT ? WriteMethod::atomic : WriteMethod::through;
    return S_ISREG(st.st_mode) ? WriteMethod::atomic : WriteMethod::through;
}

namespace {

void write_atomically(const fs::path& path, const std::string& text) {
    fs::path tmp = path;
    tmp += ".tmp." + std::to_string(::getpid());
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
            std::error_code missing;
            if (!fs::is_directory(folder, missing)) throw JudgeError(path.string() + ": no such folder " + folder.string());
            throw JudgeError(path.string() + ": cannot write: " + std::strerror(errno));
        }
        out << text;
        if (!out.flush()) throw JudgeError(path.string() + ": cannot write");
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) {
        fs::remove(tmp, ec);
        throw JudgeError(path.string() + ": cannot write: " + ec.message());
    }
}

// A device, a FIFO, /dev/stdout or a symbolic link: opened and written, never
// replaced. Truncated only when what it reaches is a regular file (O_TRUNC
// means nothing good on a FIFO or a terminal).
void write_through(const fs::path& path, const std::string& text) {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) throw JudgeError(path.string() + ": cannot write: " + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::ftruncate(fd, 0) != 0 && errno != EINVAL) {
        int err = errno;
        ::close(fd);
        throw JudgeError(path.string() + ": cannot write: " + std::strerror(err));
    }
    std::size_t done = 0;
    while (done < text.size()) {
        ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            int err = n < 0 ? errno : EIO;
            ::close(fd);
            throw JudgeError(path.string() + ": cannot write: " + std::strerror(err));
        }
        done += static_cast<std::size_t>(n);
    }
    if (::close(fd) != 0 && errno != EINTR) throw JudgeError(path.string() + ": cannot write: " + std::strerror(errno));
}

}  // namespace

void write_text_file(const fs::path& path, const std::string& text) {
    if (write_method(path) == WriteMethod::atomic)
        write_atomically(path, text);
    else
        write_through(path, text);
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
        fs::path path(target);
        // A link is written through: what counts is where it points.
        if (fs::is_symlink(fs::symlink_status(path, ec))) {
            const fs::path to = fs::read_symlink(path, ec);
            path = to.is_absolute() ? to : path.parent_path() / to;
        }
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
