#include "memory_file.hpp"

#include <sys/mman.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "error.hpp"

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
