#include "memory_file.hpp"

#include <sys/mman.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "error.hpp"
#include "safe_text.hpp"

namespace judge {

Fd memory_file(const char* name) {
    Fd fd(::memfd_create(name, MFD_CLOEXEC));
    if (fd.get() < 0) throw JudgeError(std::string("cannot make a file in memory: ") + std::strerror(errno));
    return fd;
}

std::int64_t memory_file_size(int fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw JudgeError(std::string("cannot measure a run's output: ") + std::strerror(errno));
    return st.st_size;
}

std::string read_memory_file(int fd, std::int64_t size, std::int64_t from) {
    std::string data(static_cast<std::size_t>(std::max<std::int64_t>(size, 0)), '\0');
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = ::pread(fd, data.data() + done, data.size() - done, static_cast<off_t>(from + done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw JudgeError(std::string("cannot read a run's output: ") + std::strerror(errno));
        if (n == 0) break;  // the run cut its own file short: what is there is its output
        done += static_cast<std::size_t>(n);
    }
    data.resize(done);
    return data;
}

std::string read_kept_text(int fd, std::int64_t size, std::int64_t keep) {
    if (size <= keep) return read_memory_file(fd, size);
    // The line between, at its longest (the count is at most `size`).
    const std::size_t between = 8 + std::to_string(size).size() + std::string_view(k_middle_not_kept).size();
    const std::int64_t room = std::max<std::int64_t>(keep - static_cast<std::int64_t>(between), 0);
    const std::int64_t tail_bytes = room / 4;
    const std::string head(utf8_whole(read_memory_file(fd, room - tail_bytes)));
    std::string tail = read_memory_file(fd, tail_bytes, size - tail_bytes);
    std::size_t skip = 0;  // the tail starts at a character's start
    while (skip < tail.size() && skip < 3 && (static_cast<unsigned char>(tail[skip]) & 0xC0) == 0x80)
        ++skip;
    tail.erase(0, skip);
    const auto left_out = size - static_cast<std::int64_t>(head.size() + tail.size());
    return head + "\n... (" + std::to_string(left_out) + k_middle_not_kept + "\n" + tail;
}

void write_memory_file(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = ::pwrite(fd, data.data() + done, data.size() - done, static_cast<off_t>(done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw JudgeError(std::string("cannot write the input of a run: ") + std::strerror(errno));
        done += static_cast<std::size_t>(n);
    }
}

}  // namespace judge
