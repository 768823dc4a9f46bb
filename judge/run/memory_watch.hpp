// The memory cgroup's alarm as the sandbox helper watches it, for one run
// or one call of a session (helper_protocol.hpp: MemoryAlarm): a poll entry
// that wakes when the run may have passed its memory limit, and whether it has.
#pragma once

#include <poll.h>

#include <cstdint>
#include <string_view>

#include "helper_protocol.hpp"

namespace judge {

class MemoryWatch {
public:
    // `fds`: the alarm's two descriptors (wake, check), or null: no alarm.
    MemoryWatch(const helper::Request& request, const int* fds);
    pollfd poll_entry() const;
    // After a wake-up: is the run past its limit? (Also clears the wake-up.)
    bool over() const;

private:
    std::int64_t high_events() const;

    std::int32_t m_kind = helper::k_alarm_none;
    int m_wake = -1, m_check = -1;
    std::int64_t m_bytes = 0, m_high_before = 0;
};

// The number after `key` at a line's start in a small counter file's text
// (-1: none, or not a number). "" takes the first line.
std::int64_t counter_value(std::string_view text, std::string_view key);

}  // namespace judge
