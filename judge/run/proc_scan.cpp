#include "proc_scan.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <charconv>
#include <cstring>
#include <string>

namespace judge {

void for_each_process(const char* file, const std::function<void(pid_t, std::string_view)>& visit) {
    const int proc_fd = ::open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc_fd < 0) return;
    DIR* proc = ::fdopendir(proc_fd);
    if (!proc) {
        ::close(proc_fd);
        return;
    }
    char buf[4096];
    while (const dirent* entry = ::readdir(proc)) {
        const char* name = entry->d_name;
        const char* end = name + std::strlen(name);
        pid_t pid = 0;
        const auto [at, ec] = std::from_chars(name, end, pid);
        if (ec != std::errc() || at != end || pid <= 0) continue;
        const int fd = ::openat(proc_fd, (std::string(name) + "/" + file).c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        const ssize_t n = ::read(fd, buf, sizeof buf - 1);
        ::close(fd);
        if (n <= 0) continue;
        buf[n] = '\0';
        visit(pid, std::string_view(buf, static_cast<std::size_t>(n)));
    }
    ::closedir(proc);
}

}  // namespace judge
