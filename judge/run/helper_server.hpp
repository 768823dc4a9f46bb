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
#include "run_watch.hpp"
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
