#include "cgroup.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <thread>

#include "error.hpp"

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
                     std::int64_t memory_limit_bytes, int max_tasks) {
    if (!memory_root.empty()) {
        m_memory = make_group(memory_root, name);
        m_max_usage_fd = ::open((m_memory / "memory.max_usage_in_bytes").c_str(), O_RDWR | O_CLOEXEC);
        m_failcnt_fd = ::open((m_memory / "memory.failcnt").c_str(), O_RDWR | O_CLOEXEC);
        if (m_max_usage_fd < 0 || m_failcnt_fd < 0) throw JudgeError("cannot open the counters of " + m_memory.string());
    }
    if (!pids_root.empty()) {
        m_pids = make_group(pids_root, name);
        write_value(m_pids / "pids.max", std::to_string(max_tasks));
    }
    m_on_interrupt =
        std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [memory = m_memory, pids = m_pids] {
            if (!memory.empty()) remove_group(memory);
            if (!pids.empty()) remove_group(pids);
        });
    reset(memory_limit_bytes);
}

RunCgroup::~RunCgroup() {
    for (int fd : {m_max_usage_fd, m_failcnt_fd})
        if (fd >= 0) ::close(fd);
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
        const std::string value = memory_limit_bytes > 0 ? std::to_string(memory_limit_bytes) : "-1";
        // memsw may never be below the plain limit: raise it first, lower it last.
        auto effective = [](std::int64_t v) { return v > 0 ? v : INT64_MAX; };
        const bool raising = effective(memory_limit_bytes) > effective(m_limit);
        const bool memsw = fs::exists(m_memory / "memory.memsw.limit_in_bytes");
        if (memsw && raising) write_value(m_memory / "memory.memsw.limit_in_bytes", value);
        write_value(m_memory / "memory.limit_in_bytes", value);
        if (memsw && !raising) write_value(m_memory / "memory.memsw.limit_in_bytes", value);
        m_limit = memory_limit_bytes;
    }
    for (int fd : {m_max_usage_fd, m_failcnt_fd})
        if (::pwrite(fd, "0", 1, 0) != 1) throw JudgeError("cannot reset the counters of " + m_memory.string());
}

CgroupPool::CgroupPool(fs::path memory_root, fs::path pids_root, int max_tasks)
    : m_memory_root(std::move(memory_root)), m_pids_root(std::move(pids_root)), m_max_tasks(max_tasks) {
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

std::unique_ptr<RunCgroup> CgroupPool::acquire(std::int64_t memory_limit_bytes) {
    unsigned n;
    {
        std::lock_guard lock(m_mutex);
        if (!m_free.empty()) {
            auto group = std::move(m_free.back());
            m_free.pop_back();
            group->reset(memory_limit_bytes);
            return group;
        }
        n = m_made++;
    }
    return std::make_unique<RunCgroup>(m_memory_root, m_pids_root,
                                       "run-" + std::to_string(::getpid()) + "-" + std::to_string(n),
                                       memory_limit_bytes, m_max_tasks);
}

void CgroupPool::release(std::unique_ptr<RunCgroup> group) {
    std::lock_guard lock(m_mutex);
    m_free.push_back(std::move(group));
}

namespace {

std::int64_t read_counter(int fd) {
    char buf[32];
    ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0) return 0;
    buf[n] = '\0';
    return std::atoll(buf);
}

}  // namespace

std::int64_t RunCgroup::peak_kib() const { return m_memory.empty() ? 0 : read_counter(m_max_usage_fd) / 1024; }

bool RunCgroup::hit_limit() const { return !m_memory.empty() && read_counter(m_failcnt_fd) > 0; }

}  // namespace judge
