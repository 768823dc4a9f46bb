#include "sandbox_helper.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <type_traits>
#include <vector>

#include "child_setup.hpp"
#include "helper_protocol.hpp"
#include "remove_tree.hpp"
#include "sandbox.hpp"
#include "seccomp_policy.hpp"
#include "user_namespace.hpp"

namespace judge {
namespace {

struct Options {
    std::string work;
    bool namespaces = false, seccomp = false, landlock = false;
    bool userns = false;  // without root: namespaces inside a user namespace of our own
    std::vector<std::string> cgroups;  // folders to join (with --namespaces)
    int oom_fd = -1;                   // our own /proc/self/oom_score_adj
    int proc_fd = -1;                  // a procfs where our runs' pids are seen
};

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "judge sandbox helper: %s: %s\n", what.c_str(), std::strerror(errno));
    std::_Exit(3);
}

// What the run's child needs, prepared before the clone (no allocation after).
struct Launch {
    ChildSetup setup;
    int fds[helper::k_fixed_fds] = {-1, -1, -1, -1};
    std::vector<char*> argv, envp;
    int setup_errno = 0;  // written by the child (same memory), read after it execs or dies
};

int run_child(void* arg) {
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

void write_file(const std::string& file, const char* value) {
    int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0 || ::write(fd, value, std::strlen(value)) != static_cast<ssize_t>(std::strlen(value)))
        fail("write " + std::string(value) + " to " + file);
    ::close(fd);
}

// The runs are born in our cgroups (joining them cost a run about 0.1 ms in
// a prototype, a fifth of a process start): we join them once. Each run
// must be the OOM killer's first choice there, not us: we raise our own
// score just before cloning it (it inherits the score) and lower it again
// once it has executed. Raising needs no privilege; lowering back to where
// we started neither (only going below needs CAP_SYS_RESOURCE, which root
// in a container often lacks).
void join_cgroups(Options& options) {
    for (const auto& dir : options.cgroups)
        write_file(dir + "/cgroup.procs", "0");
    if (!options.cgroups.empty()) {
        options.oom_fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        if (options.oom_fd < 0) fail("open /proc/self/oom_score_adj");
    }
}

void set_oom_score(int fd, const char* value) {
    if (fd >= 0 && ::pwrite(fd, value, std::strlen(value), 0) < 0) fail(std::string("set our OOM score to ") + value);
}

// An empty tmpfs becomes the root, read-only, holding /work: a tmpfs of its
// own (nobody's, the only writable place, emptied after each run).
// Returns a descriptor of a procfs of our PID namespace, seen by us alone
// (mounted, opened, then detached before any run exists), or -1.
int enter_empty_root(const std::string& mount_point, bool memory_cgroup) {
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) fail("make / private");
    if (::mount("judge-root", mount_point.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,nr_inodes=16,mode=755") !=
        0)
        fail("mount a tmpfs on " + mount_point);
    const std::string work = mount_point + "/work", old = mount_point + "/old";
    if (::mkdir(work.c_str(), 0700) != 0 || ::mkdir(old.c_str(), 0700) != 0) fail("make the root's folders");
    // Without a memory cgroup, files a run deletes before it ends are memory
    // no one counts: the folder is kept small (16 MiB) to bound that.
    const char* work_options = memory_cgroup ? "size=64m,nr_inodes=4096,mode=700" : "size=16m,nr_inodes=4096,mode=700";
    if (::mount("judge-work", work.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, work_options) != 0)
        fail("mount a tmpfs on " + work);
    if (::chown(work.c_str(), k_sandbox_uid, k_sandbox_gid) != 0) fail("give /work to nobody");
    // For the peak memory of a session's calls (/proc/PID/status, clear_refs).
    const std::string proc = mount_point + "/proc";
    int proc_fd = -1;
    if (::mkdir(proc.c_str(), 0500) == 0 &&
        ::mount("proc", proc.c_str(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0)
        proc_fd = ::open(proc.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (::syscall(SYS_pivot_root, mount_point.c_str(), old.c_str()) != 0) fail("pivot_root");
    if (::chdir("/") != 0 || ::umount2("/old", MNT_DETACH) != 0 || ::rmdir("/old") != 0) fail("drop the old root");
    ::umount2("/proc", MNT_DETACH);
    ::rmdir("/proc");
    // In a user namespace the run owns "/" too: read-only, it keeps nothing there.
    if (::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
        fail("make the root read-only");
    return proc_fd;
}

class Server {
public:
    Server(int socket, Options options) : m_socket(socket), m_options(std::move(options)) {
        if (m_options.seccomp && m_options.namespaces) {
            // Loaded here, once, and inherited by every run (a load costs
            // about 0.1 ms: a fifth of starting a process).
            std::vector<sock_filter> filter = compile_seccomp_policy(SeccompScope::helper_namespace);
            if (filter.empty() || load_seccomp_policy(filter, ::getpid()) != 0) fail("load the seccomp filter");
        } else if (m_options.seccomp) {
            m_filter = compile_seccomp_policy(SeccompScope::one_run);
            if (m_filter.empty()) fail("compile the seccomp filter");
        }
        m_stack.resize(1 << 16);
        m_proc_fd = m_options.proc_fd;
        m_work_fd = ::open(m_options.work.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        struct stat st {};
        if (m_work_fd >= 0 && ::fstat(m_work_fd, &st) == 0) m_empty_size = st.st_size;  // made empty just now
    }

    int serve() {
        std::string message;
        std::vector<int> fds;
        for (;;) {
            ssize_t n = helper::receive_message(m_socket, message, fds);
            if (n <= 0) return 0;  // the judge is gone or done
            helper::Request request;
            std::vector<std::string> args, environment;
            const bool ok = helper::decode(message, request, args, environment) &&
                            static_cast<int>(fds.size()) == helper::k_fixed_fds;
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
            for (int fd : fds)
                if (fd >= 0) ::close(fd);
            if (!sent) return 0;
        }
    }

private:
    struct Started {
        pid_t pid = -1;
        int pidfd = -1;
        int setup_errno = 0;
        std::chrono::steady_clock::time_point start;
    };

    // The run, cloned and executed with these as its stdin, stdout and stderr.
    Started start(const helper::Request& request, int program, const int (&stdio)[3], std::vector<std::string>& args,
                  std::vector<std::string>& environment) {
        Launch launch;
        ChildSetup& s = launch.setup;
        s.cpu_seconds = request.cpu_seconds;
        s.address_space = request.address_space;
        s.stack = request.stack;
        s.file_size = request.file_size;
        s.directory = m_options.work.c_str();
        // As root the run becomes nobody; in a user namespace of ours it is
        // nobody already (the one id mapped), and keeps no capability past exec.
        s.drop_user = m_options.namespaces && !m_options.userns;
        // Its threads: the pids cgroup as root; here the user namespace's own
        // count of our one id (the helper, the run and its threads).
        if (m_options.userns) s.max_processes = k_max_tasks + 2;
        s.die_with_parent = true;
        // No signal to the helper, not even those the filter cannot pin to the run (tgkill, sigqueue).
        s.scope_signals = m_options.namespaces;
        std::string program_path = "/proc/self/fd/" + std::to_string(program);
        // Without root: running this program, and its own folder.
        const LandlockRule rules[] = {{program_path.c_str(), LandlockAccess::read_execute},
                                      {m_options.work.c_str(), LandlockAccess::write}};
        if (m_options.landlock) {
            s.landlock_rules = rules;
            s.landlock_rule_count = 2;
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
    template <class R>
    void finish(Started& run, R& reply) {
        rusage usage{};
        int status = 0;
        while (::wait4(run.pid, &status, 0, &usage) < 0 && errno == EINTR) {
        }
        ::close(run.pidfd);
        reply.status = status;
        reply.cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000LL + usage.ru_utime.tv_usec +
                       usage.ru_stime.tv_usec;
        end_leftovers(run.pid);
        reply.files_kib = files_kib();
        tidy_work();
        if constexpr (std::is_same_v<R, helper::Reply>)
            reply.maxrss_kib = usage.ru_maxrss;
        else
            reply.memory_kib = std::max<std::int64_t>(reply.memory_kib, usage.ru_maxrss);
    }

    helper::Reply run(const helper::Request& request, std::vector<int>& fds, std::vector<std::string>& args,
                      std::vector<std::string>& environment) {
        helper::Reply reply;
        reply.run_id = request.run_id;
        Started run = start(request, fds[helper::k_program],
                            {fds[helper::k_stdin], fds[helper::k_stdout], fds[helper::k_stderr]}, args, environment);
        reply.setup_errno = run.setup_errno;
        if (run.pid < 0) return reply;
        // Its files are its own now.
        for (int slot : {helper::k_stdin, helper::k_stdout, helper::k_stderr}) {
            ::close(fds[slot]);
            fds[slot] = -1;
        }
        wait_for(run.pid, run.pidfd, request, run.start, reply);
        finish(run, reply);
        reply.wall_us =
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - run.start).count();
        return reply;
    }

    // A session (--mode leetcode): the run stays alive across calls; each
    // call's input goes down its stdin pipe, its answer comes up its stdout
    // pipe. The CPU time of a call is the run's CPU clock at its answer less
    // the clock at the answer before: read here, from outside, nothing the
    // run writes moves it, and no CPU time goes uncharged.
    bool session(const helper::Request& request, std::vector<int>& fds, std::vector<std::string>& args,
                 std::vector<std::string>& environment) {
        helper::CallReply reply;
        reply.run_id = request.run_id;
        reply.index = -1;
        int in[2] = {-1, -1}, out[2] = {-1, -1};
        if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0) {
            reply.setup_errno = errno;
            return helper::send_message(m_socket, &reply, sizeof reply);
        }
        Started run = start(request, fds[helper::k_session_program], {in[0], out[1], fds[helper::k_session_stderr]},
                            args, environment);
        ::close(in[0]);
        ::close(out[1]);
        reply.setup_errno = run.setup_errno;
        reply.answered = run.pid >= 0 && run.setup_errno == 0;
        if (run.pid >= 0 && !reply.answered) finish(run, reply);
        bool sent = helper::send_message(m_socket, &reply, sizeof reply);
        if (reply.answered) sent = serve_calls(request, run, in[1], out[0], fds);
        if (in[1] >= 0) ::close(in[1]);
        ::close(out[0]);
        return sent;
    }

    bool serve_calls(const helper::Request& request, Started& run, int& input_pipe, int answers,
                     const std::vector<int>& fds) {
        using namespace std::chrono;
        ::fcntl(input_pipe, F_SETFL, O_NONBLOCK);
        ::fcntl(answers, F_SETFL, O_NONBLOCK);
        clockid_t cpu_clock{};
        const bool clock_ok = ::clock_getcpuclockid(run.pid, &cpu_clock) == 0;
        auto cpu_ns = [&] {
            timespec t{};
            return clock_ok && ::clock_gettime(cpu_clock, &t) == 0 ? t.tv_sec * 1'000'000'000LL + t.tv_nsec : 0LL;
        };
        std::int64_t charged_ns = 0;  // the CPU clock at the last answer
        const PeakMemory peak(m_proc_fd, run.pid, m_options.cgroups.empty());
        std::string pending, message;
        std::vector<int> stray;
        for (;;) {
            const ssize_t n = helper::receive_message(m_socket, message, stray);
            for (int fd : stray)
                ::close(fd);
            helper::Call call;
            if (n <= 0 || message.size() < sizeof call) {  // the judge is gone: so is the run, and we
                stop(run.pidfd);
                std::_Exit(0);
            }
            std::memcpy(&call, message.data(), sizeof call);
            helper::CallReply reply;
            reply.run_id = call.run_id;
            reply.index = call.index;
            const auto call_start = steady_clock::now();
            CallEnd end = CallEnd::ended;
            std::string inline_answer;
            if (call.kind == helper::k_end) {
                // The driver reads the end of its input and exits; until it
                // does, the time is the last call's, under the same limits.
                ::close(input_pipe);
                input_pipe = -1;
                std::string none;
                await_answer(request, run, input_pipe, answers, "", pending, -1, none, charged_ns, cpu_ns, call_start,
                             reply);
            } else {
                peak.reset();
                // Nothing written before this call's input can be its answer.
                char drain[4096];
                while (::read(answers, drain, sizeof drain) > 0) {
                }
                pending.clear();
                std::string frame = call.inline_input ? message.substr(sizeof call)
                                                      : read_input(fds[helper::k_session_input], call.input_size);
                frame = std::to_string(frame.size()) + "\n" + frame;
                std::string answer;
                end = await_answer(request, run, input_pipe, answers, frame, pending, call.index, answer, charged_ns,
                                   cpu_ns, call_start, reply);
                if (end == CallEnd::answered) {
                    const std::int64_t now_ns = cpu_ns();
                    reply.answered = 1;
                    reply.cpu_us = (now_ns - charged_ns) / 1000;
                    charged_ns = now_ns;
                    reply.memory_kib = peak.kib();
                    reply.answer_size = static_cast<std::int64_t>(answer.size());
                    if (reply.answer_size > helper::k_inline_bytes &&
                        ::pwrite(fds[helper::k_session_answer], answer.data(), answer.size(), 0) !=
                            static_cast<ssize_t>(answer.size()))
                        fail("write an answer for the judge");
                    if (reply.answer_size <= helper::k_inline_bytes) inline_answer = std::move(answer);
                }
            }
            if (end != CallEnd::answered) {
                reply.memory_kib = peak.kib();
                finish(run, reply);
                reply.cpu_us = std::max<std::int64_t>(0, reply.cpu_us - charged_ns / 1000);  // the rest is this call's
            }
            reply.wall_us = duration_cast<microseconds>(steady_clock::now() - call_start).count();
            std::string out(reinterpret_cast<const char*>(&reply), sizeof reply);
            out += inline_answer;
            if (!helper::send_message(m_socket, out.data(), out.size())) return false;
            if (end != CallEnd::answered) return true;
        }
    }

    enum class CallEnd { answered, ended };

    // Feeds the call's frame and waits for its answer, the run's end, its CPU
    // time past the limit, the wall limit, or an answer stream past the output limit.
    template <class CpuNs>
    CallEnd await_answer(const helper::Request& request, Started& run, int input_pipe, int answers,
                         const std::string& frame, std::string& pending, std::int32_t index, std::string& answer,
                         std::int64_t charged_ns, CpuNs cpu_ns, std::chrono::steady_clock::time_point call_start,
                         helper::CallReply& reply) {
        using namespace std::chrono;
        std::size_t fed = 0;
        const auto deadline = call_start + milliseconds(request.wall_limit_ms);
        char buf[65536];
        for (;;) {
            std::int64_t timeout_ms = -1;
            if (request.wall_limit_ms > 0)
                timeout_ms = std::max<std::int64_t>(0, duration_cast<milliseconds>(deadline - steady_clock::now()).count() + 1);
            if (request.cpu_limit_ms > 0) {
                const std::int64_t left_ns = request.cpu_limit_ms * 1'000'000 - (cpu_ns() - charged_ns);
                if (left_ns < 0) {
                    reply.cpu_timeout = 1;
                    stop(run.pidfd);
                    return CallEnd::ended;
                }
                const std::int64_t wait_ms = std::max<std::int64_t>(1, left_ns / 1'000'000 / m_cores);
                timeout_ms = timeout_ms < 0 ? wait_ms : std::min(timeout_ms, wait_ms);
            }
            pollfd p[4] = {{run.pidfd, POLLIN, 0}, {answers, POLLIN, 0}, {m_socket, POLLIN, 0},
                           {fed < frame.size() ? input_pipe : -1, POLLOUT, 0}};
            const int n = ::poll(p, 4, static_cast<int>(timeout_ms));
            if (n < 0 && errno == EINTR) continue;
            if (p[2].revents) {  // the judge sends nothing during a call: this is its end
                stop(run.pidfd);
                std::_Exit(0);
            }
            if (p[3].revents & POLLOUT) {
                const ssize_t w = ::write(input_pipe, frame.data() + fed, frame.size() - fed);
                if (w > 0) fed += static_cast<std::size_t>(w);
            }
            if (p[1].revents) {
                // An answer to this call comes after its input was read:
                // what is written while it is still in the pipe is not one.
                int unread = 0;
                const bool consumed =
                    fed == frame.size() && (input_pipe < 0 || (::ioctl(input_pipe, FIONREAD, &unread) == 0 && unread == 0));
                for (ssize_t r; (r = ::read(answers, buf, sizeof buf)) > 0;)
                    if (consumed) pending.append(buf, static_cast<std::size_t>(r));
                if (helper::take_answer(pending, index, answer)) return CallEnd::answered;
                if (request.file_size != RLIM_INFINITY && pending.size() >= request.file_size) {
                    reply.output_exceeded = 1;
                    stop(run.pidfd);
                    return CallEnd::ended;
                }
            }
            if (p[0].revents) return CallEnd::ended;
            if (n == 0 && request.wall_limit_ms > 0 && steady_clock::now() >= deadline) {
                reply.wall_timeout = 1;
                stop(run.pidfd);
                return CallEnd::ended;
            }
        }
    }

    static std::string read_input(int file, std::int64_t size) {
        std::string input(static_cast<std::size_t>(std::max<std::int64_t>(size, 0)), '\0');
        if (::pread(file, input.data(), input.size(), 0) != static_cast<ssize_t>(input.size())) fail("read a call's input");
        return input;
    }

    // A session's run's peak resident memory since the last reset, from a
    // procfs where its pid is seen (ours, mounted for our PID namespace, or
    // the machine's), its files kept open for the session. Not needed where
    // the judge reads the cgroup's peak; 0 where there is no procfs.
    struct PeakMemory {
        int status = -1, clear = -1;
        PeakMemory(int proc_fd, pid_t pid, bool wanted) {
            if (!wanted || proc_fd < 0) return;
            status = ::openat(proc_fd, (std::to_string(pid) + "/status").c_str(), O_RDONLY | O_CLOEXEC);
            clear = ::openat(proc_fd, (std::to_string(pid) + "/clear_refs").c_str(), O_WRONLY | O_CLOEXEC);
        }
        ~PeakMemory() {
            for (int fd : {status, clear})
                if (fd >= 0) ::close(fd);
        }
        PeakMemory(const PeakMemory&) = delete;
        PeakMemory& operator=(const PeakMemory&) = delete;
        std::int64_t kib() const {
            char buf[4096];
            const ssize_t n = status < 0 ? -1 : ::pread(status, buf, sizeof buf - 1, 0);
            if (n <= 0) return 0;
            buf[n] = '\0';
            const char* at = std::strstr(buf, "VmHWM:");
            return at ? std::atoll(at + 6) : 0;
        }
        void reset() const {
            if (clear >= 0) (void)!::pwrite(clear, "5", 1, 0);
        }
    };

    // Until the child ends, its CPU time passes the limit, the wall limit
    // passes, or the judge goes. The CPU clock of the run (all its threads)
    // is read between waits: each wait is the CPU time left spread over the
    // cores (it cannot run faster than that), so the run is stopped within
    // a few milliseconds of CPU past its limit, after a dozen wake-ups.
    void wait_for(pid_t pid, int pidfd, const helper::Request& request, std::chrono::steady_clock::time_point start,
                  helper::Reply& reply) {
        using namespace std::chrono;
        const auto deadline = start + milliseconds(request.wall_limit_ms);
        clockid_t cpu_clock{};
        const bool watch_cpu = request.cpu_limit_ms > 0 && ::clock_getcpuclockid(pid, &cpu_clock) == 0;
        const std::int64_t cpu_limit_ns = request.cpu_limit_ms * 1'000'000;
        for (;;) {
            std::int64_t timeout_ms = -1;
            if (request.wall_limit_ms > 0)
                timeout_ms = std::max<std::int64_t>(0, duration_cast<milliseconds>(deadline - steady_clock::now()).count() + 1);
            if (watch_cpu) {
                timespec used{};
                if (::clock_gettime(cpu_clock, &used) == 0) {
                    const std::int64_t left_ns = cpu_limit_ns - (used.tv_sec * 1'000'000'000LL + used.tv_nsec);
                    if (left_ns < 0) {
                        reply.cpu_timeout = 1;
                        stop(pidfd);
                        return;
                    }
                    const std::int64_t wait_ms = std::max<std::int64_t>(1, left_ns / 1'000'000 / m_cores);
                    timeout_ms = timeout_ms < 0 ? wait_ms : std::min(timeout_ms, wait_ms);
                }
            }
            pollfd p[2] = {{pidfd, POLLIN, 0}, {m_socket, POLLIN, 0}};
            int n = ::poll(p, 2, static_cast<int>(timeout_ms));
            if (n < 0 && errno == EINTR) continue;
            if (p[0].revents) return;
            if (n == 0 && request.wall_limit_ms > 0 && steady_clock::now() >= deadline) {
                reply.wall_timeout = 1;
                stop(pidfd);
                return;
            }
            if (p[1].revents) {
                // The judge sends nothing during a run: this is its end (it
                // died or was stopped), so it is the run's end and ours.
                stop(pidfd);
                std::_Exit(0);
            }
        }
    }

    // /work emptied after the run. On our tmpfs a folder's size grows by 20
    // bytes an entry, so /work at its empty size is empty, seen in one call;
    // elsewhere sizes say nothing and the folder is listed.
    void tidy_work() {
        struct stat st {};
        if (m_options.namespaces && m_work_fd >= 0 && ::fstat(m_work_fd, &st) == 0 && st.st_size == m_empty_size)
            return;
        // Whatever modes the run left, we own the folder: we take the rights back as we walk.
        if (m_work_fd < 0 || !empty_tree_at(m_work_fd)) fail("empty the run's folder");
    }

    // Our /work is a tmpfs: what the run left there is memory it kept.
    std::int64_t files_kib() const {
        struct statfs st {};
        if (!m_options.namespaces || m_work_fd < 0 || ::fstatfs(m_work_fd, &st) != 0) return 0;
        return static_cast<std::int64_t>(st.f_blocks - st.f_bfree) * st.f_bsize / 1024;
    }

    // kill() is refused by our own seccomp filter; a pidfd names the run alone.
    static void stop(int pidfd) { ::syscall(SYS_pidfd_send_signal, pidfd, SIGKILL, nullptr, 0); }

    // Whatever the run left: in our PID namespace (we are its pid 1) every
    // other process; otherwise the run's process group and what we adopted.
    void end_leftovers(pid_t pid) {
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

    int m_socket;
    Options m_options;
    const std::int64_t m_cores = std::max(1L, ::sysconf(_SC_NPROCESSORS_ONLN));
    std::string m_children_file = "/proc/self/task/" + std::to_string(::getpid()) + "/children";
    int m_work_fd = -1;
    off_t m_empty_size = -1;  // /work's size when empty
    int m_proc_fd = -1;       // a procfs where the runs' pids are seen, or -1
    std::vector<sock_filter> m_filter;
    std::vector<char> m_stack;
};

}  // namespace

int sandbox_helper_main(int argc, char** argv) {
    Options options;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--work" && i + 1 < argc)
            options.work = argv[++i];
        else if (a == "--namespaces")
            options.namespaces = true;
        else if (a == "--seccomp")
            options.seccomp = true;
        else if (a == "--landlock")
            options.landlock = true;
        else if (a == "--userns")
            options.userns = options.namespaces = true;
        else if (a == "--cgroup" && i + 1 < argc)
            options.cgroups.push_back(argv[++i]);
        else {
            std::fprintf(stderr, "judge sandbox helper: unknown argument %s\n", a.c_str());
            return 2;
        }
    }
    if (options.work.empty()) {
        std::fprintf(stderr, "judge sandbox helper: --work DIR is required\n");
        return 2;
    }
    // Nothing of the judge's parent reaches us or our runs (Boost.Process
    // 1.81 closes only descriptors above its own pipe). The socket arrives
    // as stdin; stdin becomes /dev/null.
    if (::syscall(SYS_close_range, 3U, ~0U, 0U) != 0) fail("close inherited descriptors");
    const int socket = ::fcntl(0, F_DUPFD_CLOEXEC, 3);
    const int null = ::open("/dev/null", O_RDONLY);
    if (socket < 0 || null < 0 || ::dup2(null, 0) < 0) fail("set up the socket");
    ::close(null);
    // No PR_SET_PDEATHSIG here: it fires when the judge's thread that started
    // us ends, not the judge. The judge's end closes the socket instead.
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_IGN);

    if (options.namespaces) {
        if (options.userns && enter_user_namespace() != 0) fail("make a user namespace");
        if (::unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0)
            fail("make namespaces");
        // The next child is pid 1 of the new PID namespace: it serves; this
        // process only waits for it and dies with the judge.
        pid_t server = ::fork();
        if (server < 0) fail("fork");
        if (server > 0) {
            ::close(socket);
            int status = 0;
            while (::waitpid(server, &status, 0) < 0 && errno == EINTR) {
            }
            return WIFEXITED(status) ? WEXITSTATUS(status) : 3;
        }
        if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail("prctl");  // our parent has one thread
        join_cgroups(options);
        options.proc_fd = enter_empty_root(options.work, !options.cgroups.empty());
        options.work = "/work";
    } else {
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
        options.proc_fd = ::open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    }
    return Server(socket, options).serve();
}

}  // namespace judge
