#include "helper_protocol.hpp"

#include <memory>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>

namespace judge::helper {

std::string encode(const Request& request, const std::vector<std::string>& args,
                   const std::vector<std::string>& environment) {
    Request r = request;
    r.args = static_cast<std::int32_t>(args.size());
    r.environment = static_cast<std::int32_t>(environment.size());
    std::string out(reinterpret_cast<const char*>(&r), sizeof r);
    for (const auto* list : {&args, &environment})
        for (const auto& s : *list) {
            out += s;
            out += '\0';
        }
    return out;
}

bool decode(const std::string& message, Request& request, std::vector<std::string>& args,
            std::vector<std::string>& environment) {
    if (message.size() < sizeof request) return false;
    std::memcpy(&request, message.data(), sizeof request);
    if (request.kind != k_run && request.kind != k_session) return false;
    if (request.args < 0 || request.environment < 0) return false;
    // Each string ends with a NUL: no more of them than bytes left (and no sum that overflows).
    const std::int64_t strings = std::int64_t{request.args} + request.environment;
    if (strings > static_cast<std::int64_t>(message.size() - sizeof request)) return false;
    args.clear();
    environment.clear();
    std::size_t pos = sizeof request;
    for (std::int64_t i = 0; i < strings; ++i) {
        std::size_t end = message.find('\0', pos);
        if (end == std::string::npos) return false;
        (i < request.args ? args : environment).push_back(message.substr(pos, end - pos));
        pos = end + 1;
    }
    return pos == message.size();
}

int expected_fds(const Request& request) {
    const int alarm = request.memory_alarm != k_alarm_none ? 2 : 0;
    if (request.kind != k_session) return k_fixed_fds + alarm;
    return k_session_fixed + alarm + (request.session_peak ? 1 : 0);
}

int alarm_slot(const Request& request) {
    return request.kind == k_session ? static_cast<int>(k_session_fixed) : static_cast<int>(k_alarm_wake);
}

namespace {

// At `pos`, the digits of a header's length and its newline: the length,
// where the newline is (npos while cut short), or no length at all.
struct HeaderLength {
    bool valid = false;
    std::size_t length = 0, newline = std::string::npos;
};
HeaderLength header_length(const std::string& pending, std::size_t pos) {
    HeaderLength h;
    std::size_t digits = 0;
    for (; pos < pending.size() && pending[pos] >= '0' && pending[pos] <= '9' && digits < 12; ++pos, ++digits)
        h.length = h.length * 10 + static_cast<std::size_t>(pending[pos] - '0');
    if (pos >= pending.size()) {
        h.valid = true;  // not yet known
        return h;
    }
    h.valid = digits > 0 && pending[pos] == '\n';
    if (h.valid) h.newline = pos;
    return h;
}

}  // namespace

std::size_t awaited_length(const std::string& pending, std::int32_t index) {
    const std::string header = "@@done " + std::to_string(index) + " ";
    if (pending.rfind(header, 0) != 0) return 0;
    const HeaderLength h = header_length(pending, header.size());
    return h.valid && h.newline != std::string::npos ? h.length : 0;
}

bool take_answer(std::string& pending, std::int32_t index, std::string& answer) {
    // One pass over what is pending, whatever the run wrote: a flood of
    // headers that are not this call's (or not headers at all) costs a
    // look each, never a copy of the rest or a deeper stack.
    const std::string header = "@@done " + std::to_string(index) + " ";
    for (std::size_t from = 0;;) {
        const std::size_t at = pending.find(header, from);
        if (at == std::string::npos) {
            // Only the last bytes could still begin a header.
            const std::size_t keep_from = std::max(from, pending.size() - std::min(pending.size(), header.size() - 1));
            pending.erase(0, keep_from);
            return false;
        }
        const HeaderLength h = header_length(pending, at + header.size());
        if (!h.valid) {  // not a header after all: look past it
            from = at + header.size();
            continue;
        }
        if (h.newline == std::string::npos || pending.size() - h.newline - 1 < h.length) {
            pending.erase(0, at);  // the header, or its answer, is not all here yet
            return false;
        }
        answer = pending.substr(h.newline + 1, h.length);
        pending.erase(0, h.newline + 1 + h.length);
        return true;
    }
}

bool send_message(int socket, const void* data, std::size_t size, const std::vector<int>& fds, bool wait) {
    iovec iov{const_cast<void*>(data), size};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    std::vector<char> control(CMSG_SPACE(sizeof(int) * fds.size()));
    if (!fds.empty()) {
        msg.msg_control = control.data();
        msg.msg_controllen = control.size();
        cmsghdr* c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
        std::memcpy(CMSG_DATA(c), fds.data(), sizeof(int) * fds.size());
    }
    for (;;) {
        ssize_t n = ::sendmsg(socket, &msg, MSG_NOSIGNAL | (wait ? 0 : MSG_DONTWAIT));
        if (n >= 0) return static_cast<std::size_t>(n) == size;
        if (errno != EINTR) return false;
    }
}

ssize_t receive_message(int socket, std::string& data, std::vector<Fd>& fds) {
    // Received here, then copied: a string sized to the most a message may
    // be would be zeroed first, 64 KiB at every call of a session.
    thread_local std::unique_ptr<char[]> buffer(new char[1 << 16]);
    iovec iov{buffer.get(), 1 << 16};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * k_max_fds)];
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    ssize_t n;
    do {
        n = ::recvmsg(socket, &msg, MSG_CMSG_CLOEXEC);
    } while (n < 0 && errno == EINTR);
    fds.clear();
    if (n < 0) return -1;
    for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            std::size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            for (std::size_t i = 0; i < count; ++i) {
                int fd;
                std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
                fds.emplace_back(fd);
            }
        }
    data.assign(buffer.get(), static_cast<std::size_t>(n));
    if (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {  // a message we cannot trust
        fds.clear();
        errno = EMSGSIZE;
        return -1;
    }
    return n;
}

}  // namespace judge::helper
