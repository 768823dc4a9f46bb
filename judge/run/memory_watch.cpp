#include "memory_watch.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>

namespace judge {
namespace {

std::int64_t read_counter_file(int fd, std::string_view key) {
    char buf[512];
    const ssize_t n = ::pread(fd, buf, sizeof buf, 0);
    return n <= 0 ? -1 : counter_value(std::string_view(buf, static_cast<std::size_t>(n)), key);
}

}  // namespace

std::int64_t counter_value(std::string_view text, std::string_view key) {
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        if (line.substr(0, key.size()) == key) {
            std::int64_t v = -1;
            const auto [p, ec] = std::from_chars(line.data() + key.size(), line.data() + line.size(), v);
            return ec == std::errc() && v >= 0 ? v : -1;
        }
        at = end + 1;
    }
    return -1;
}

MemoryWatch::MemoryWatch(const helper::Request& request, const int* fds) {
    if (!fds || request.memory_alarm == helper::k_alarm_none || request.memory_alarm_bytes <= 0) return;
    m_kind = request.memory_alarm;
    m_wake = fds[0];
    m_check = fds[1];
    m_bytes = request.memory_alarm_bytes;
    if (m_kind == helper::k_alarm_v2_events) m_high_before = high_events();
}

pollfd MemoryWatch::poll_entry() const {
    return {m_kind == helper::k_alarm_none ? -1 : m_wake,
            static_cast<short>(m_kind == helper::k_alarm_v2_events ? POLLPRI : POLLIN), 0};
}

bool MemoryWatch::over() const {
    if (m_kind == helper::k_alarm_v1_threshold) {
        std::uint64_t count = 0;
        (void)!::read(m_wake, &count, sizeof count);
        return read_counter_file(m_check, "") > m_bytes;
    }
    return m_kind == helper::k_alarm_v2_events && high_events() > m_high_before;
}

std::int64_t MemoryWatch::high_events() const { return read_counter_file(m_check, "high "); }

}  // namespace judge
