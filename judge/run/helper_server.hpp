// The sandbox helper's server (sandbox_helper.cpp sets up its process): for
// the judge, one run at a time, cloned and executed under the run's limits,
// watched, reaped and tidied after (helper_server.cpp); or a session, one
// process kept across calls for --mode leetcode (helper_session.cpp).
#pragma once

#include <linux/filter.h>
#include <sys/types.h>
#include <time.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "helper_protocol.hpp"
#include "memory_watch.hpp"
#include "run_activity.hpp"
#include "sandbox_caps.hpp"

namespace judge {

struct HelperOptions {
    std::string work;
    bool namespaces = false, seccomp = false, landlock = false;
    bool userns = false;               // without root: namespaces inside a user namespace of our own
    std::vector<std::string> cgroups;  // folders to join (with --namespaces)
    int oom_fd = -1;                   // our own /proc/self/oom_score_adj
    int proc_fd = -1;                  // a procfs where our runs' pids are seen
    // Paths of the machine the runs see, read-only (an interpreter and its
    // library: SandboxRequest::visible), and links of the root to make
    // ("/lib=usr/lib"). With namespaces, bound into the empty root; with
    // Landlock alone, allowed to read and execute.
    std::vector<std::string> visible, links;
    // As root: the user and group our runs become (a reserved id of this
    // helper's own, run_identity.hpp), not dumpable after their exec.
    unsigned run_id = k_sandbox_uid;
};

// The helper cannot go on: says why on stderr and exits 3 (the judge sees it gone).
[[noreturn]] void helper_fail(const std::string& what);

// One run's (or one call's) clocks against its limits. The CPU clock of the
// run (all its threads) is read between waits: each wait is the CPU time
// left spread over the cores (it cannot run faster than that), so the run is
// stopped within a few milliseconds of CPU past its limit, after a dozen
// wake-ups. Idleness is looked at when it could first have reached its
// limit, and again when it next could: a run that computes, or waits for a
// CPU on a busy machine, is never idle, however long the wall clock runs.
class RunWatch {
public:
    enum class Over { none, cpu, idle, wall };
    // `proc_fd`: a procfs where `pid` is seen (-1: none; idleness is then
    // judged by the CPU clock alone: less than a twentieth of the span).
    // `fresh`: the run started at `start` (not a session's later call), so
    // its scheduler account starts at 0.
    RunWatch(pid_t pid, int proc_fd, const helper::Request& request, std::chrono::steady_clock::time_point start,
             std::int64_t cores, bool fresh);
    std::int64_t cpu_ns() const;  // the run's CPU clock; 0 where it cannot be read
    // How long to wait before looking again (-1: until something happens), or
    // which limit has passed. `charged_ns`: CPU time already charged elsewhere.
    std::int64_t next_wait_ms(std::int64_t charged_ns, Over& over) const;
    // Time spent waiting for a CPU since the start (main thread); -1 unknown.
    std::int64_t queued_us() const;

private:
    std::int64_t idle_so_far_ns(std::chrono::steady_clock::time_point now, bool& busy_now) const;

    pid_t m_pid;
    int m_proc_fd;
    clockid_t m_clock{};
    bool m_clock_ok = false;
    std::int64_t m_cpu_limit_ns, m_wall_limit_ms, m_idle_limit_ns, m_cores;
    std::chrono::steady_clock::time_point m_start, m_deadline;
    // Idleness: the account at the start (or, for a session's call, at the
    // first look), and when to look next.
    mutable bool m_have_base;
    mutable Activity m_base;
    mutable std::int64_t m_base_cpu_ns = 0;
    mutable std::chrono::steady_clock::time_point m_base_time, m_next_idle_look;
};

class HelperServer {
public:
    HelperServer(int socket, HelperOptions options);
    int serve();  // until the judge is gone or done

private:
    struct Started {
        pid_t pid = -1;
        int pidfd = -1;
        int setup_errno = 0;
        std::chrono::steady_clock::time_point start;
    };
    // What an ended run leaves to account for.
    struct Accounts {
        int status = 0;
        std::int64_t cpu_us = 0, maxrss_kib = 0, files_kib = 0;
    };
    enum class CallEnd { answered, ended };

    // helper_server.cpp
    Started start(const helper::Request& request, int program, const int (&stdio)[3], std::vector<std::string>& args,
                  std::vector<std::string>& environment);
    Accounts finish(Started& run);
    helper::Reply run(const helper::Request& request, std::vector<Fd>& fds, std::vector<std::string>& args,
                      std::vector<std::string>& environment);
    void wait_for(const Started& run, const helper::Request& request, const int* alarm, helper::Reply& reply);
    void tidy_work();
    std::int64_t files_kib() const;
    static void stop(int pidfd);
    void end_leftovers(pid_t pid);

    // helper_session.cpp
    bool session(const helper::Request& request, std::vector<Fd>& fds, std::vector<std::string>& args,
                 std::vector<std::string>& environment);
    bool serve_calls(const helper::Request& request, Started& run, Fd& input, int answers,
                     const std::vector<Fd>& fds);
    CallEnd await_answer(const helper::Request& request, const Started& run, const RunWatch& watch,
                         const MemoryWatch& memory, int input_pipe,
                         int answers, const std::string& frame, std::string& pending, std::int32_t index,
                         std::string& answer, std::int64_t charged_ns, helper::CallReply& reply);

    int m_socket;
    HelperOptions m_options;
    std::int64_t m_cores;
    std::string m_children_file;
    int m_work_fd = -1;
    off_t m_empty_size = -1;  // /work's size when empty
    std::vector<sock_filter> m_filter;
    std::vector<char> m_stack;
};

}  // namespace judge
