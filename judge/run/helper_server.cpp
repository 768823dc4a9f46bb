#include "helper_server.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <string_view>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>

#include "child_setup.hpp"
#include "memory_watch.hpp"
#include "remove_tree.hpp"
#include "sandbox_caps.hpp"
#include "seccomp_policy.hpp"

namespace judge {
namespace {

// What the run's child needs, prepared before the clone (no allocation after).
struct Launch {
    ChildSetup setup;
    int fds[helper::k_fixed_fds] = {-1, -1, -1, -1};
    std::vector<char*> argv, envp;
    int setup_errno = 0;  // written by the child (same memory), read after it execs or dies
};

// Runs in the helper's memory on its own stack until exec: no sanitizer
// bookkeeping (a -DJUDGE_SANITIZE=ON build), no allocation.
__attribute__((no_sanitize("address", "undefined"))) int run_child(void* arg) {
    auto* l = static_cast<Launch*>(arg);
    for (int target = 0; target < 3; ++target)
        if (::dup2(l->fds[helper::k_stdin + target], target) < 0) {
            l->setup_errno = errno;
            ::_exit(127);
        }
    int rc = l->setup.apply();
    if (rc == 0) {
        ::syscall(SYS_execveat, l->fds[helper::k_program], "", l->argv.data(), l->envp.data(), AT_EMPTY_PATH);
        rc = errno;
    }
    l->setup_errno = rc;
    ::_exit(127);
}

void set_oom_score(int fd, const char* value) {
    if (fd >= 0 && ::pwrite(fd, value, std::strlen(value), 0) < 0)
        helper_fail(std::string("set our OOM score to ") + value);
}

}  // namespace

HelperServer::HelperServer(int socket, HelperOptions options)
    : m_socket(socket),
      m_options(std::move(options)),
      m_cores(std::max(1L, ::sysconf(_SC_NPROCESSORS_ONLN))),
      m_children_file("/proc/self/task/" + std::to_string(::getpid()) + "/children") {
    if (m_options.seccomp && m_options.namespaces) {
        // Loaded here, once, and inherited by every run (a load costs
        // about 0.1 ms: a fifth of starting a process).
        std::vector<sock_filter> filter = compile_seccomp_policy(
            SeccompScope::helper_namespace, m_options.userns ? nullptr : &m_options.run_id);
        if (filter.empty() || load_seccomp_policy(filter, ::getpid()) != 0) helper_fail("load the seccomp filter");
    } else if (m_options.seccomp) {
        m_filter = compile_seccomp_policy(SeccompScope::one_run);
        if (m_filter.empty()) helper_fail("compile the seccomp filter");
    }
    m_stack.resize(1 << 16);
    m_work_fd = ::open(m_options.work.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    struct stat st {};
    if (m_work_fd >= 0 && ::fstat(m_work_fd, &st) == 0) m_empty_size = st.st_size;  // made empty just now
}

int HelperServer::serve() {
    std::string message;
    std::vector<Fd> fds;  // this message's, closed as the next one comes (or by a run that took them)
    for (;;) {
        ssize_t n = helper::receive_message(m_socket, message, fds);
        if (n <= 0) return 0;  // the judge is gone or done
        // A call sent ahead to a session whose run has ended since (its end
        // was the answer to the call before): it has no run, and no answer.
        std::uint32_t kind = 0;
        if (message.size() >= sizeof kind) std::memcpy(&kind, message.data(), sizeof kind);
        if (kind == helper::k_call || kind == helper::k_end) {
            fds.clear();
            continue;
        }
        helper::Request request;
        std::vector<std::string> args, environment;
        const bool ok = helper::decode(message, request, args, environment) &&
                        static_cast<int>(fds.size()) == helper::expected_fds(request);
        bool sent = true;
        if (ok && request.kind == helper::k_session) {
            sent = session(request, fds, args, environment);
        } else {
            helper::Reply reply;
            reply.run_id = request.run_id;
            if (ok)
                reply = run(request, fds, args, environment);
            else
                reply.setup_errno = EPROTO;
            sent = helper::send_message(m_socket, &reply, sizeof reply);
        }
        fds.clear();
        if (!sent) return 0;
    }
}

HelperServer::Started HelperServer::start(const helper::Request& request, int program, const int (&stdio)[3],
                                          std::vector<std::string>& args, std::vector<std::string>& environment) {
    Launch launch;
    ChildSetup& s = launch.setup;
    s.cpu_seconds = request.cpu_seconds;
    s.address_space = request.address_space;
    s.stack = request.stack;
    s.file_size = request.file_size;
    s.directory = m_options.work.c_str();
    // As root the run becomes this helper's own id (not dumpable: its
    // program is not readable by it, see helper_link.cpp); in a user
    // namespace of ours it is nobody already (the one id mapped), and keeps
    // no capability past exec.
    s.drop_user = m_options.namespaces && !m_options.userns;
    s.user = s.group = m_options.run_id;
    // Its threads: the pids cgroup as root; here the user namespace's own
    // count of our one id (the helper, the run and its threads).
    if (m_options.userns) s.max_processes = k_max_tasks + 2;
    s.die_with_parent = true;
    // No signal to the helper, not even those the filter cannot pin to the run (tgkill, sigqueue).
    s.scope_signals = m_options.namespaces;
    std::string program_path = "/proc/self/fd/" + std::to_string(program);
    // Without root: running this program, and its own folder.
    std::vector<LandlockRule> rules = {{program_path.c_str(), LandlockAccess::read_execute},
                                       {m_options.work.c_str(), LandlockAccess::write}};
    for (const auto& path : m_options.visible)
        rules.push_back({path.c_str(), LandlockAccess::read_execute});
    if (m_options.landlock) {
        s.landlock_rules = rules.data();
        s.landlock_rule_count = static_cast<int>(rules.size());
    }
    std::vector<sock_filter> filter = m_filter;  // the child patches its own pid into its copy
    if (!filter.empty()) s.seccomp = &filter;
    launch.fds[helper::k_program] = program;
    for (int i = 0; i < 3; ++i)
        launch.fds[helper::k_stdin + i] = stdio[i];
    std::string name = "solution";
    launch.argv.push_back(name.data());
    for (auto& a : args)
        launch.argv.push_back(a.data());
    launch.argv.push_back(nullptr);
    for (auto& e : environment)
        launch.envp.push_back(e.data());
    launch.envp.push_back(nullptr);

    Started run;
    const int flags = CLONE_VM | CLONE_VFORK | CLONE_PIDFD | SIGCHLD | (m_options.namespaces ? CLONE_NEWNS : 0);
    run.start = std::chrono::steady_clock::now();
    set_oom_score(m_options.oom_fd, "1000");
    run.pid = ::clone(run_child, m_stack.data() + m_stack.size(), flags, &launch, &run.pidfd);
    set_oom_score(m_options.oom_fd, "0");
    // CLONE_VFORK: the child has executed the program or died by now.
    run.setup_errno = run.pid < 0 ? errno : launch.setup_errno;
    return run;
}

// After the run has ended (or been stopped): its accounts, and nothing of it left.
HelperServer::Accounts HelperServer::finish(Started& run) {
    rusage usage{};
    Accounts a;
    while (::wait4(run.pid, &a.status, 0, &usage) < 0 && errno == EINTR) {
    }
    ::close(run.pidfd);
    a.cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000LL + usage.ru_utime.tv_usec +
               usage.ru_stime.tv_usec;
    a.maxrss_kib = usage.ru_maxrss;
    end_leftovers(run.pid);
    a.files_kib = files_kib();
    tidy_work();
    return a;
}

helper::Reply HelperServer::run(const helper::Request& request, std::vector<Fd>& fds, std::vector<std::string>& args,
                                std::vector<std::string>& environment) {
    helper::Reply reply;
    reply.run_id = request.run_id;
    Started run = start(request, fds[helper::k_program].get(),
                        {fds[helper::k_stdin].get(), fds[helper::k_stdout].get(), fds[helper::k_stderr].get()}, args,
                        environment);
    reply.setup_errno = run.setup_errno;
    if (run.pid < 0) return reply;
    // Its files are its own now.
    for (int slot : {helper::k_stdin, helper::k_stdout, helper::k_stderr})
        fds[slot].reset();
    int alarm[2] = {-1, -1};
    const bool alarmed = fds.size() == helper::k_fds_with_alarm;
    if (alarmed) {
        alarm[0] = fds[helper::k_alarm_wake].get();
        alarm[1] = fds[helper::k_alarm_check].get();
    }
    wait_for(run, request, alarmed ? alarm : nullptr, reply);
    const Accounts a = finish(run);
    reply.status = a.status;
    reply.cpu_us = a.cpu_us;
    reply.maxrss_kib = a.maxrss_kib;
    reply.files_kib = a.files_kib;
    reply.wall_us =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - run.start).count();
    return reply;
}


// Until the child ends, its CPU time passes the limit, it is idle past its
// limit, its memory passes the limit, the wall backstop passes, or the judge goes.
void HelperServer::wait_for(const Started& run, const helper::Request& request, const int* alarm,
                            helper::Reply& reply) {
    const RunWatch watch(run.pid, m_options.proc_fd, request, run.start, m_cores, true);
    const MemoryWatch memory(request, alarm);
    auto end_with = [&](std::int32_t& flag) {
        flag = 1;
        stop(run.pidfd);
    };
    for (;;) {
        RunWatch::Over over;
        const std::int64_t wait_ms = watch.next_wait_ms(0, over);
        if (over != RunWatch::Over::none) {
            end_with(over == RunWatch::Over::cpu    ? reply.cpu_timeout
                     : over == RunWatch::Over::idle ? reply.idle_timeout
                                                    : reply.wall_timeout);
            break;
        }
        pollfd p[3] = {{run.pidfd, POLLIN, 0}, {m_socket, POLLIN, 0}, memory.poll_entry()};
        int n = ::poll(p, 3, static_cast<int>(wait_ms));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) helper_fail("wait for the run");
        if (p[0].revents) break;
        if (p[1].revents) {
            // The judge sends nothing during a run: this is its end (it
            // died or was stopped), so it is the run's end and ours.
            stop(run.pidfd);
            std::_Exit(0);
        }
        if (p[2].revents && memory.over()) {
            end_with(reply.memory_over);
            break;
        }
    }
    reply.queued_us = watch.queued_us();  // before it is reaped: its account goes with it
}

// /work emptied after the run. On our tmpfs a folder's size grows by 20
// bytes an entry, so /work at its empty size is empty, seen in one call;
// elsewhere sizes say nothing and the folder is listed.
void HelperServer::tidy_work() {
    struct stat st {};
    if (m_options.namespaces && m_work_fd >= 0 && ::fstat(m_work_fd, &st) == 0 && st.st_size == m_empty_size) return;
    // Whatever modes the run left, we own the folder: we take the rights back as we walk.
    if (m_work_fd < 0 || !empty_tree_at(m_work_fd)) helper_fail("empty the run's folder");
}

// Our /work is a tmpfs: what the run left there is memory it kept.
std::int64_t HelperServer::files_kib() const {
    struct statfs st {};
    if (!m_options.namespaces || m_work_fd < 0 || ::fstatfs(m_work_fd, &st) != 0) return 0;
    return static_cast<std::int64_t>(st.f_blocks - st.f_bfree) * st.f_bsize / 1024;
}

// kill() is refused by our own seccomp filter; a pidfd names the run alone.
void HelperServer::stop(int pidfd) { ::syscall(SYS_pidfd_send_signal, pidfd, SIGKILL, nullptr, 0); }

// Whatever the run left: in our PID namespace (we are its pid 1) every
// other process; otherwise the run's process group and what we adopted.
void HelperServer::end_leftovers(pid_t pid) {
    if (m_options.namespaces) {
        // With the filter on (kill refused) a run cannot have made another process.
        if (::kill(-1, SIGKILL) == 0)
            while (::waitpid(-1, nullptr, __WALL) > 0 || errno == EINTR) {
            }
        return;
    }
    // Its process group, then whatever escaped the group (setsid) and,
    // orphaned, came to us (we are a subreaper): until none is left.
    ::kill(-pid, SIGKILL);
    for (int round = 0; round < 100; ++round) {
        std::ifstream children(m_children_file);
        bool any = false;
        for (pid_t child; children >> child;) {
            ::kill(child, SIGKILL);
            any = true;
        }
        while (::waitpid(-1, nullptr, __WALL | (any ? 0 : WNOHANG)) > 0) {
        }
        if (!any) return;
    }
}

}  // namespace judge
