#include "run_activity.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <string>

namespace judge {
namespace {

bool read_schedstat_at(int dir_fd, const char* path, std::int64_t& on_cpu, std::int64_t& queued) {
    const int fd = ::openat(dir_fd, path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return false;
    char buf[128];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    ::close(fd);
    return n > 0 && parse_schedstat(std::string_view(buf, static_cast<std::size_t>(n)), on_cpu, queued);
}

// The thread's state letter from its stat file ('?' if unreadable).
char thread_state_at(int dir_fd, const char* path) {
    const int fd = ::openat(dir_fd, path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return '?';
    char buf[512];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    ::close(fd);
    return n > 0 ? parse_stat_state(std::string_view(buf, static_cast<std::size_t>(n))) : '?';
}

}  // namespace

char parse_stat_state(std::string_view text) {
    const std::size_t close = text.rfind(')');
    if (close == std::string_view::npos || close + 2 >= text.size() || text[close + 1] != ' ') return '?';
    return text[close + 2];
}

bool parse_schedstat(std::string_view text, std::int64_t& on_cpu_ns, std::int64_t& queued_ns) {
    std::int64_t values[3] = {0, 0, 0};
    const char* p = text.data();
    const char* end = text.data() + text.size();
    for (std::int64_t& v : values) {
        while (p < end && *p == ' ')
            ++p;
        const auto [next, ec] = std::from_chars(p, end, v);
        if (ec != std::errc() || next == p || v < 0) return false;
        p = next;
    }
    if (p < end && *p != '\n' && *p != ' ') return false;
    on_cpu_ns = values[0];
    queued_ns = values[1];
    return true;
}

Activity read_activity(int proc_fd, pid_t pid, bool threads, int max_threads) {
    Activity a;
    if (proc_fd < 0 || pid <= 0) return a;
    const std::string base = std::to_string(pid);
    if (!threads) {
        a.known = read_schedstat_at(proc_fd, (base + "/schedstat").c_str(), a.on_cpu_ns, a.queued_ns);
        return a;
    }
    const int task_fd = ::openat(proc_fd, (base + "/task").c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
    if (task_fd < 0) return a;
    DIR* dir = ::fdopendir(task_fd);
    if (!dir) {
        ::close(task_fd);
        return a;
    }
    int seen = 0;
    for (dirent* e; seen < max_threads && (e = ::readdir(dir)) != nullptr;) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        std::int64_t on_cpu = 0, queued = 0;
        const std::string tid(e->d_name);
        if (!read_schedstat_at(task_fd, (tid + "/schedstat").c_str(), on_cpu, queued)) continue;
        const char state = thread_state_at(task_fd, (tid + "/stat").c_str());
        a.busy_now = a.busy_now || state == 'R' || state == 'D';
        a.on_cpu_ns += on_cpu;
        a.queued_ns += queued;
        a.known = true;
        ++seen;
    }
    ::closedir(dir);
    return a;
}

std::int64_t idle_ns(std::int64_t wall_ns, std::int64_t cpu_ns, const Activity& from, const Activity& to) {
    const std::int64_t on_cpu = std::max(to.on_cpu_ns - from.on_cpu_ns, cpu_ns);
    const std::int64_t queued = std::max<std::int64_t>(0, to.queued_ns - from.queued_ns);
    return std::max<std::int64_t>(0, wall_ns - on_cpu - queued);
}

}  // namespace judge
