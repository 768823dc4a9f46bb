#include "idle_watch.hpp"

#include "proc_scan.hpp"

#include <cstdlib>
#include <cstring>
#include <string>

namespace judge {

GroupCpu group_cpu(pid_t group) {
    GroupCpu out;
    for_each_process("stat", [&](pid_t, std::string_view text) {
        // After the name (which may hold spaces and parentheses): state, ppid,
        // pgrp, ... utime is the 14th field, cstime the 17th. The text is
        // NUL-terminated (for_each_process's buffer).
        const char* at = std::strrchr(text.data(), ')');
        if (!at || at[1] != ' ') return;
        const char state = at[2];
        char* p = const_cast<char*>(at + 3);
        long long fields[15] = {};
        for (int i = 0; i < 15; ++i)
            fields[i] = std::strtoll(p, &p, 10);  // fields 4 (ppid) to 18
        if (fields[1] != group) return;
        ++out.members;
        out.ticks += fields[10] + fields[11] + fields[12] + fields[13];  // utime, stime, cutime, cstime
        if (state == 'R' || state == 'D') out.busy = true;
    });
    return out;
}

IdleWatch::IdleWatch(pid_t group, std::chrono::steady_clock::duration limit)
    : m_group(group), m_limit(limit), m_since(std::chrono::steady_clock::now()) {}

bool IdleWatch::idle() {
    const auto now = std::chrono::steady_clock::now();
    const GroupCpu cpu = group_cpu(m_group);
    if (cpu.busy || cpu.ticks != m_ticks) {
        m_ticks = cpu.ticks;
        m_since = now;
        return false;
    }
    return cpu.members > 0 && now - m_since >= m_limit;
}

}  // namespace judge
