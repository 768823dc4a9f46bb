#include "helper_link.hpp"

#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>

namespace judge {

Helper::~Helper() {
    socket.reset();
    if (pid > 0) {
        ::kill(-pid, SIGKILL);
        while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
        }
    }
}

void send_request(Helper& helper, const helper::Request& wire, const SandboxRequest& request,
                  const std::vector<int>& fds) {
    // As root, the program (the first descriptor, of a run or a session) is
    // not readable by the run's own id, only executable: the kernel then
    // leaves the run not dumpable after its exec (would_dump), so that not
    // even a process of its id reaches it through ptrace or /proc. Not the
    // mixed real and effective ids of a set-uid exec: that exec is "secure",
    // and the kernel cuts its stack limit to 8 MiB.
    struct stat st {};
    if (helper.id && !request.machine_program && !fds.empty() && ::fstat(fds[0], &st) == 0 && st.st_uid == ::geteuid() && (st.st_mode & 044) &&
        ::fchmod(fds[0], st.st_mode & 07733) != 0)
        throw JudgeError(std::string("cannot make the program execute-only: ") + std::strerror(errno));
    std::vector<std::string> environment = request.environment;
    if (environment.empty()) environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"};
    const std::string message = helper::encode(wire, request.args, environment);
    if (!helper::send_message(helper.socket.get(), message.data(), message.size(), fds))
        throw HelperGone(std::string("the sandbox helper is gone: ") + std::strerror(errno));
}

std::string await_reply_message(Helper& helper, std::int64_t wall_limit_ms, std::size_t size, bool rest) {
    using clock = std::chrono::steady_clock;
    const auto give_up =
        clock::now() + std::chrono::milliseconds(wall_limit_ms > 0 ? wall_limit_ms + 10'000 : 86'400'000);
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(give_up - clock::now()).count();
        if (left <= 0) {
            ::kill(-helper.pid, SIGKILL);
            throw JudgeError("the sandbox helper did not answer; it was stopped");
        }
        pollfd p{helper.socket.get(), POLLIN, 0};
        int n = ::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left, 1000)));
        if (n < 0 && errno != EINTR) throw JudgeError(std::string("poll: ") + std::strerror(errno));
        if (interrupts::requested()) throw JudgeError("interrupted");
        if (n <= 0) continue;
        std::string message;
        std::vector<Fd> fds;  // none is expected: closed here
        ssize_t got = helper::receive_message(helper.socket.get(), message, fds);
        if (got <= 0 || message.size() < size || (!rest && message.size() != size)) {
            ::kill(-helper.pid, SIGKILL);
            throw JudgeError("the sandbox helper died during a run");
        }
        return message;
    }
}

}  // namespace judge
