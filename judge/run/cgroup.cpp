#include "cgroup.hpp"

#include <fcntl.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string_view>
#include <thread>

#include <cstring>

#include "error.hpp"
#include "memory_watch.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

void write_value(const fs::path& file, const std::string& value) {
    std::ofstream out(file);
    out << value;
    out.flush();
    if (!out) throw JudgeError("cannot write " + value + " to " + file.string());
}

fs::path make_group(const fs::path& root, const std::string& name) {
    fs::path dir = root / "judge" / name;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw JudgeError("cannot create cgroup " + dir.string() + ": " + ec.message());
    return dir;
}

void remove_group(const fs::path& dir) {
    // A group can only go once its last task has been reaped; that is a
    // matter of microseconds after the run.
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

}  // namespace

RunCgroup::RunCgroup(const fs::path& memory_root, const fs::path& pids_root, const std::string& name,
                     std::int64_t memory_limit_bytes, int max_tasks, bool v2)
    : m_v2(v2) {
    // A constructor that throws runs no destructor: what it made goes here
    // (the descriptors are members that close themselves).
    try {
        if (!memory_root.empty()) {
            m_memory = make_group(memory_root, name);
            const char* peak = v2 ? "memory.peak" : "memory.max_usage_in_bytes";
            m_max_usage_fd = Fd(::open((m_memory / peak).c_str(), O_RDWR | O_CLOEXEC));
            if (m_max_usage_fd.get() < 0 && v2)  // memory.peak: Linux 5.19; writable (a reset) since 6.12
                m_max_usage_fd = Fd(::open((m_memory / peak).c_str(), O_RDONLY | O_CLOEXEC));
            if (v2) m_events_fd = Fd(::open((m_memory / "memory.events").c_str(), O_RDONLY | O_CLOEXEC));
            if ((m_max_usage_fd.get() < 0 && !v2) || (v2 && m_events_fd.get() < 0))
                throw JudgeError("cannot open the counters of " + m_memory.string());
        }
        if (v2 && !pids_root.empty()) {
            if (m_memory.empty()) m_pids = make_group(pids_root, name);
            write_value((m_memory.empty() ? m_pids : m_memory) / "pids.max", std::to_string(max_tasks));
        } else if (!pids_root.empty()) {
            m_pids = make_group(pids_root, name);
            write_value(m_pids / "pids.max", std::to_string(max_tasks));
        }
        reset(memory_limit_bytes);
    } catch (...) {
        for (const fs::path& dir : {m_memory, m_pids})
            if (!dir.empty()) remove_group(dir);
        throw;
    }
    m_on_interrupt =
        std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [memory = m_memory, pids = m_pids] {
            if (!memory.empty()) remove_group(memory);
            if (!pids.empty()) remove_group(pids);
        });
}

RunCgroup::~RunCgroup() {
    for (const fs::path& dir : {m_memory, m_pids}) {
        if (dir.empty()) continue;
        std::ifstream procs(dir / "cgroup.procs");  // a straggler, if any
        for (pid_t pid; procs >> pid;)
            ::kill(pid, SIGKILL);
        remove_group(dir);
    }
}

std::vector<fs::path> RunCgroup::folders() const {
    std::vector<fs::path> out;
    for (const fs::path& dir : {m_memory, m_pids})
        if (!dir.empty()) out.push_back(dir);
    return out;
}

void RunCgroup::reset(std::int64_t memory_limit_bytes) {
    if (m_memory.empty()) return;
    if (memory_limit_bytes != m_limit) {
        if (m_v2) {
            write_value(m_memory / "memory.max", memory_limit_bytes > 0 ? std::to_string(memory_limit_bytes) : "max");
            // Memory is memory: none of it may go to swap.
            if (fs::exists(m_memory / "memory.swap.max")) write_value(m_memory / "memory.swap.max", "0");
        } else {
            const std::string value = memory_limit_bytes > 0 ? std::to_string(memory_limit_bytes) : "-1";
            // memsw may never be below the plain limit: raise it first, lower it last.
            auto effective = [](std::int64_t v) { return v > 0 ? v : INT64_MAX; };
            const bool raising = effective(memory_limit_bytes) > effective(m_limit);
            const bool memsw = fs::exists(m_memory / "memory.memsw.limit_in_bytes");
            if (memsw && raising) write_value(m_memory / "memory.memsw.limit_in_bytes", value);
            write_value(m_memory / "memory.limit_in_bytes", value);
            if (memsw && !raising) write_value(m_memory / "memory.memsw.limit_in_bytes", value);
        }
        m_limit = memory_limit_bytes;
    }
    if (m_v2) {
        // memory.events only grows: remember where it stands. memory.peak is
        // reset for this descriptor by a write (Linux 6.12); before that it
        // is the group's peak since it was made.
        m_peak_per_run = m_max_usage_fd.get() >= 0 && ::pwrite(m_max_usage_fd.get(), "0", 1, 0) == 1;
        m_events_before = limit_events();
        return;
    }
    if (::pwrite(m_max_usage_fd.get(), "0", 1, 0) != 1) throw JudgeError("cannot reset the peak of " + m_memory.string());
}

RunCgroup::Alarm RunCgroup::alarm(std::int64_t limit_bytes) {
    if (m_memory.empty() || limit_bytes <= 0) return {};
    if (m_v2) {
        if (limit_bytes != m_alarm_bytes) {
            write_value(m_memory / "memory.high", std::to_string(limit_bytes));
            m_alarm_bytes = limit_bytes;
        }
        return {2, m_events_fd.get(), m_events_fd.get()};
    }
    if (limit_bytes != m_alarm_bytes) {
        // A threshold cannot be moved: a new eventfd for the new one (the
        // old one's registration goes when it is closed).
        m_alarm_fd = Fd(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK));
        if (m_usage_fd.get() < 0)
            m_usage_fd = Fd(::open((m_memory / "memory.usage_in_bytes").c_str(), O_RDONLY | O_CLOEXEC));
        if (m_alarm_fd.get() < 0 || m_usage_fd.get() < 0)
            throw JudgeError("cannot watch the memory of " + m_memory.string() + ": " + std::strerror(errno));
        write_value(m_memory / "cgroup.event_control", std::to_string(m_alarm_fd.get()) + " " +
                                                           std::to_string(m_usage_fd.get()) + " " +
                                                           std::to_string(limit_bytes));
        m_alarm_bytes = limit_bytes;
    }
    // Crossings left from the run before (its memory going back down).
    std::uint64_t count = 0;
    while (::read(m_alarm_fd.get(), &count, sizeof count) > 0) {
    }
    return {1, m_alarm_fd.get(), m_max_usage_fd.get()};
}

std::int64_t RunCgroup::limit_events() const {
    char buf[512];
    ssize_t n = ::pread(m_events_fd.get(), buf, sizeof buf, 0);
    if (n <= 0) throw JudgeError("cannot read memory.events of " + m_memory.string());
    const std::string_view text(buf, static_cast<std::size_t>(n));
    return std::max<std::int64_t>(0, counter_value(text, "max ")) +
           std::max<std::int64_t>(0, counter_value(text, "oom_kill "));
}

CgroupPool::CgroupPool(fs::path memory_root, fs::path pids_root, int max_tasks, bool v2)
    : m_memory_root(std::move(memory_root)), m_pids_root(std::move(pids_root)), m_max_tasks(max_tasks), m_v2(v2) {
    // Groups are named run-<judge pid>-<n>: a group whose judge is gone is stale.
    for (const fs::path& root : {m_memory_root, m_pids_root}) {
        std::error_code ec;
        if (root.empty() || !fs::is_directory(root / "judge", ec)) continue;
        for (const auto& entry : fs::directory_iterator(root / "judge", ec)) {
            std::string name = entry.path().filename().string();
            if (name.rfind("run-", 0) != 0) continue;
            pid_t owner = static_cast<pid_t>(std::atol(name.c_str() + 4));
            if (owner > 0 && ::kill(owner, 0) != 0 && errno == ESRCH) {
                std::ifstream procs(entry.path() / "cgroup.procs");
                for (pid_t pid; procs >> pid;)
                    ::kill(pid, SIGKILL);
                remove_group(entry.path());
            }
        }
    }
}

std::unique_ptr<RunCgroup> CgroupPool::make(std::int64_t memory_limit_bytes) {
    const unsigned n = m_made++;
    return std::make_unique<RunCgroup>(m_memory_root, m_pids_root,
                                       "run-" + std::to_string(::getpid()) + "-" + std::to_string(n),
                                       memory_limit_bytes, m_max_tasks, m_v2);
}

namespace {

// A counter that cannot be read is the judge's failure, never a memory of 0.
std::int64_t read_counter(int fd) {
    char buf[32];
    ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0 || buf[0] < '0' || buf[0] > '9')
        throw JudgeError(std::string("cannot read a cgroup counter: ") + (n < 0 ? std::strerror(errno) : "no number"));
    buf[n] = '\0';
    return std::atoll(buf);
}

}  // namespace

std::int64_t RunCgroup::peak_kib() const {
    // Before Linux 6.12 a v2 peak is the group's since it was made: not the run's.
    return m_memory.empty() || m_max_usage_fd.get() < 0 || !m_peak_per_run ? 0 : read_counter(m_max_usage_fd.get()) / 1024;
}

bool RunCgroup::hit_limit() const {
    if (m_memory.empty()) return false;
    if (m_v2) return limit_events() > m_events_before;
    return m_limit > 0 && read_counter(m_max_usage_fd.get()) >= m_limit;
}

std::string prepare_cgroup_v2(const fs::path& root) {
    std::error_code ec;
    std::ifstream available(root / "cgroup.controllers");
    std::string controllers((std::istreambuf_iterator<char>(available)), std::istreambuf_iterator<char>());
    for (const char* c : {"memory", "pids"})
        if ((" " + controllers + " ").find(std::string(" ") + c) == std::string::npos)
            return "cgroup v2 at " + root.string() + " has no " + c + " controller";
    if (::access((root / "cgroup.subtree_control").c_str(), W_OK) != 0)
        return "cgroup v2 at " + root.string() + " is not writable";
    fs::create_directories(root / "judge", ec);
    if (ec) return "cannot create " + (root / "judge").string() + ": " + ec.message();
    // Each level hands the controllers down; a level with processes of its
    // own cannot (cgroup v2's rule), and then we say so.
    for (const fs::path& level : {root, root / "judge"}) {
        std::ofstream control(level / "cgroup.subtree_control");
        control << "+memory +pids";
        control.flush();
        if (!control)
            return "cannot enable memory and pids in " + (level / "cgroup.subtree_control").string() +
                   " (a cgroup with processes of its own cannot hand controllers down)";
    }
    return "";
}

fs::path find_cgroup_v2(const fs::path& mounts) {
    std::ifstream in(mounts);
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        std::string device, point, type;
        if (fields >> device >> point >> type && type == "cgroup2") return point;
    }
    return {};
}

}  // namespace judge
