#include "idle_watch.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace judge {

GroupCpu group_cpu(pid_t group) {
    GroupCpu out;
    DIR* proc = ::opendir("/proc");
    if (!proc) return out;
    char buf[1024];
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
        const std::string file = std::string("/proc/") + entry->d_name + "/stat";
        const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        const ssize_t n = ::read(fd, buf, sizeof buf - 1);
        ::close(fd);
        if (n <= 0) continue;
        buf[n] = '\0';
        // After the name (which may hold spaces and parentheses): state, ppid,
        // pgrp, ... utime is the 14th field, cstime the 17th.
        const char* at = std::strrchr(buf, ')');
        if (!at || at[1] != ' ') continue;
        const char state = at[2];
        char* p = const_cast<char*>(at + 3);
        long long fields[15] = {};
        for (int i = 0; i < 15; ++i)
            fields[i] = std::strtoll(p, &p, 10);  // fields 4 (ppid) to 18
        if (fields[1] != group) continue;
        ++out.members;
        out.ticks += fields[10] + fields[11] + fields[12] + fields[13];  // utime, stime, cutime, cstime
        if (state == 'R' || state == 'D') out.busy = true;
    }
    ::closedir(proc);
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
