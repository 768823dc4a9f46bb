#include "file_watch.hpp"

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

FileWatch::FileWatch(const fs::path& file) : m_fd(::inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {
    if (m_fd.get() < 0) throw JudgeError("cannot watch " + file.string() + ": " + std::strerror(errno));
    std::vector<fs::path> paths{fs::absolute(file)};
    std::error_code ec;
    const fs::path real = fs::weakly_canonical(file, ec);
    if (!ec && real != paths[0]) paths.push_back(real);
    for (const auto& p : paths) {
        const fs::path folder = p.parent_path().empty() ? fs::path(".") : p.parent_path();
        const int wd = ::inotify_add_watch(m_fd.get(), folder.c_str(),
                                           IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_ONLYDIR);
        if (wd < 0)
            throw JudgeError("cannot watch " + file.string() + " (its folder " + folder.string() +
                             "): " + std::strerror(errno));
        m_watched.push_back({wd, p.filename().string()});
    }
}

bool FileWatch::drain() {
    bool ours = false;
    alignas(inotify_event) char buffer[16 * 1024];
    for (;;) {
        const ssize_t n = ::read(m_fd.get(), buffer, sizeof buffer);
        if (n <= 0) return ours;  // EAGAIN: nothing more now
        for (ssize_t at = 0; at + static_cast<ssize_t>(sizeof(inotify_event)) <= n;) {
            const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
            const std::string name = e->len ? std::string(e->name, ::strnlen(e->name, e->len)) : std::string();
            for (const auto& w : m_watched)
                ours = ours || (w.wd == e->wd && w.name == name);
            at += static_cast<ssize_t>(sizeof(inotify_event)) + e->len;
        }
    }
}

bool FileWatch::wait(std::chrono::milliseconds timeout, std::chrono::milliseconds settle) {
    using clock = std::chrono::steady_clock;
    const auto end = clock::now() + timeout;
    for (;;) {
        int wait_ms = -1;
        if (timeout.count() >= 0) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - clock::now()).count();
            if (left <= 0) return false;
            wait_ms = static_cast<int>(std::min<long long>(left, 1 << 30));
        }
        pollfd p{m_fd.get(), POLLIN, 0};
        const int r = ::poll(&p, 1, wait_ms);
        if (r < 0 && errno != EINTR) throw JudgeError(std::string("watching for saves: ") + std::strerror(errno));
        if (r > 0 && drain()) break;
    }
    // The save is over when the file has been quiet for `settle`.
    for (;;) {
        pollfd p{m_fd.get(), POLLIN, 0};
        const int r = ::poll(&p, 1, static_cast<int>(settle.count()));
        if (r == 0) return true;
        if (r < 0 && errno != EINTR) throw JudgeError(std::string("watching for saves: ") + std::strerror(errno));
        if (r > 0) drain();
    }
}

}  // namespace judge
