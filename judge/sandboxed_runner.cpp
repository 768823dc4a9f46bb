#include "sandboxed_runner.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <vector>

#include "cgroup.hpp"
#include "child_setup.hpp"
#include "error.hpp"
#include "helper_protocol.hpp"
#include "interrupts.hpp"
#include "sandbox_helper.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// A descriptor closed when it goes out of scope.
class Fd {
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd() { reset(); }
    Fd(Fd&& o) noexcept : m_fd(o.m_fd) { o.m_fd = -1; }
    Fd& operator=(Fd&& o) noexcept {
        if (this != &o) {
            reset();
            m_fd = o.m_fd;
            o.m_fd = -1;
        }
        return *this;
    }
    int get() const { return m_fd; }
    void reset() {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd;
};

// A helper that died before it was given the run.
struct HelperGone : JudgeError {
    using JudgeError::JudgeError;
};

// One helper process and its socket; killed (with its whole PID namespace)
// and its folder removed when dropped.
struct Helper {
    pid_t pid = -1;
    Fd socket;
    fs::path dir;
    std::unique_ptr<RunCgroup> cgroup;  // the helper is in it, and so is each of its runs
    std::unique_ptr<interrupts::Registration> on_interrupt, on_clean;

    ~Helper() {
        socket.reset();
        if (pid > 0) {
            ::kill(-pid, SIGKILL);
            while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
            }
        }
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

class SandboxedRunner : public ProcessRunner {
public:
    SandboxedRunner(SandboxCaps caps, std::unique_ptr<ProcessRunner> plain, fs::path helper_program)
        : m_caps(std::move(caps)),
          m_plain(std::move(plain)),
          m_helper_program(std::move(helper_program)),
          m_cgroups(m_caps.memory_cgroup, m_caps.pids_cgroup, 64 + 1, m_caps.cgroup_v2) {}  // + the helper

    RunOutcome run(const RunRequest& request) override {
        if (!request.isolate) return m_plain->run(request);
        if (!m_caps.missing().empty())
            std::call_once(m_warned, [&] {
                std::fprintf(stderr, "judge: protections off on this machine: %s (see judge doctor)\n",
                             m_caps.missing().c_str());
            });
        if (interrupts::requested()) throw JudgeError("interrupted");
        std::unique_ptr<Helper> helper = acquire();
        RunOutcome outcome;
        try {
            outcome = run_in(*helper, request);
        } catch (const HelperGone&) {  // it died while idle (killed from outside): once more, with a new one
            helper = start_helper();
            outcome = run_in(*helper, request);
        }
        release(std::move(helper));
        return outcome;
    }

private:
    std::unique_ptr<Helper> acquire() {
        {
            std::lock_guard lock(m_mutex);
            if (!m_idle.empty()) {
                auto h = std::move(m_idle.back());
                m_idle.pop_back();
                return h;
            }
        }
        return start_helper();
    }
    void release(std::unique_ptr<Helper> helper) {
        std::lock_guard lock(m_mutex);
        m_idle.push_back(std::move(helper));
    }

    std::unique_ptr<Helper> start_helper() {
        auto h = std::make_unique<Helper>();
        std::string dir_template = (fs::temp_directory_path() / "judge-helper-XXXXXX").string();
        if (!::mkdtemp(dir_template.data())) throw JudgeError("cannot create a folder for the sandbox helper");
        h->dir = dir_template;
        h->on_clean = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [dir = h->dir] {
            std::error_code ignored;
            fs::remove_all(dir, ignored);
        });
        int pair[2];
        if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0)
            throw JudgeError(std::string("cannot make a socket for the sandbox helper: ") + std::strerror(errno));
        h->socket = Fd(pair[0]);
        Fd theirs(pair[1]);
        std::vector<std::string> args = {k_sandbox_helper_command, "--work", h->dir.string()};
        if (m_caps.root) {
            args.push_back("--namespaces");
            // Cgroups need the namespaces: the helper, exempt from the OOM
            // killer, joins them once and its runs are born in them.
            if (m_cgroups.enabled()) {
                h->cgroup = m_cgroups.acquire(0);
                for (const auto& folder : h->cgroup->folders()) {
                    args.push_back("--cgroup");
                    args.push_back(folder.string());
                }
            }
        }
        if (m_caps.seccomp) args.push_back("--seccomp");
        if (!m_caps.root && m_caps.landlock) args.push_back("--landlock");
        h->pid = start_background(m_helper_program, args, theirs.get());
        h->on_interrupt = std::make_unique<interrupts::Registration>(interrupts::Stage::kill,
                                                                     [pid = h->pid] { ::kill(-pid, SIGKILL); });
        return h;
    }

    RunOutcome run_in(Helper& helper, const RunRequest& request) {
        Fd program(::open(request.program.c_str(), O_RDONLY | O_CLOEXEC));
        if (program.get() < 0)
            throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(errno));
        // stdin is a file in memory: no writer to keep pace with the reader.
        Fd input(::memfd_create("stdin", MFD_CLOEXEC));
        if (input.get() < 0 || !write_all(input.get(), request.stdin_data) || ::lseek(input.get(), 0, SEEK_SET) != 0)
            throw JudgeError(std::string("cannot prepare the input of a run: ") + std::strerror(errno));
        int out[2], err[2];
        if (::pipe2(out, O_CLOEXEC) != 0) throw JudgeError("cannot make a pipe");
        Fd out_read(out[0]), out_write(out[1]);
        if (::pipe2(err, O_CLOEXEC) != 0) throw JudgeError("cannot make a pipe");
        Fd err_read(err[0]), err_write(err[1]);

        RunCgroup* cgroup = helper.cgroup.get();
        if (cgroup) cgroup->reset(request.memory_limit_kib > 0 ? request.memory_limit_kib * 1024 + (1 << 20) : 0);
        ChildSetup limits = ChildSetup::for_limits(request.cpu_limit_ms, request.memory_limit_kib,
                                                   request.output_limit_bytes, cgroup != nullptr);
        helper::Request wire;
        wire.run_id = ++m_run_ids;
        wire.wall_limit_ms = request.wall_limit_ms;
        wire.cpu_seconds = limits.cpu_seconds;
        wire.address_space = limits.address_space;
        wire.stack = limits.stack;
        wire.file_size = limits.file_size;
        std::vector<int> fds = {program.get(), input.get(), out_write.get(), err_write.get()};
        std::vector<std::string> environment = request.environment;
        if (environment.empty()) environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"};
        const std::string message = helper::encode(wire, request.args, environment);
        if (!helper::send_message(helper.socket.get(), message.data(), message.size(), fds))
            throw HelperGone(std::string("the sandbox helper is gone: ") + std::strerror(errno));
        program.reset();
        input.reset();
        out_write.reset();
        err_write.reset();

        RunOutcome outcome;
        helper::Reply reply;
        collect(helper, request, wire.run_id, out_read, err_read, outcome, reply);
        if (reply.setup_errno != 0) {
            throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(reply.setup_errno));
        }
        outcome.cpu_us = reply.cpu_us;
        outcome.wall_us = reply.wall_us;
        outcome.memory_kib = reply.maxrss_kib;
        outcome.wall_timeout = reply.wall_timeout != 0;
        // The cgroup sees the whole tree, threads and kernel memory included;
        // when the kernel had to hold the run back, its peak is what counts.
        if (cgroup && cgroup->hit_limit())
            outcome.memory_kib = std::max<std::int64_t>(outcome.memory_kib, cgroup->peak_kib());
        if (WIFEXITED(reply.status)) outcome.exit_code = WEXITSTATUS(reply.status);
        if (WIFSIGNALED(reply.status)) outcome.signal = WTERMSIG(reply.status);
        if (outcome.output_exceeded &&
            outcome.stdout_data.size() > static_cast<std::size_t>(request.output_limit_bytes))
            outcome.stdout_data.resize(static_cast<std::size_t>(request.output_limit_bytes));
        return outcome;
    }

    static bool write_all(int fd, const std::string& data) {
        std::size_t done = 0;
        while (done < data.size()) {
            ssize_t n = ::write(fd, data.data() + done, data.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            done += static_cast<std::size_t>(n);
        }
        return true;
    }

    // Reads stdout and stderr until both end and the helper has answered.
    void collect(Helper& helper, const RunRequest& request, std::uint64_t run_id, Fd& out_read, Fd& err_read,
                 RunOutcome& outcome, helper::Reply& reply) {
        using clock = std::chrono::steady_clock;
        // The helper enforces the wall limit; this only guards against the helper itself.
        const auto give_up = clock::now() + std::chrono::milliseconds(
                                                request.wall_limit_ms > 0 ? request.wall_limit_ms + 10'000 : 86'400'000);
        std::optional<clock::time_point> replied;
        std::int64_t total = 0;
        bool kill_sent = false;
        std::array<char, 65536> buf{};
        for (;;) {
            const bool streams_open = out_read.get() >= 0 || err_read.get() >= 0;
            if (replied && !streams_open) return;
            // After the answer every writer is dead; something that escaped
            // (no PID namespace, no seccomp) gets 200 ms to let go of the pipes.
            auto until = replied ? *replied + std::chrono::milliseconds(200) : give_up;
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - clock::now()).count();
            if (left <= 0) {
                if (replied) return;
                ::kill(-helper.pid, SIGKILL);
                throw JudgeError("the sandbox helper did not answer; it was stopped");
            }
            pollfd p[3] = {{out_read.get(), POLLIN, 0}, {err_read.get(), POLLIN, 0},
                           {replied ? -1 : helper.socket.get(), POLLIN, 0}};
            int n = ::poll(p, 3, static_cast<int>(std::min<std::int64_t>(left, 1000)));
            if (n < 0 && errno != EINTR) throw JudgeError(std::string("poll: ") + std::strerror(errno));
            if (interrupts::requested()) throw JudgeError("interrupted");
            if (n <= 0) continue;
            for (int i = 0; i < 2; ++i) {
                if (!p[i].revents) continue;
                Fd& fd = i == 0 ? out_read : err_read;
                ssize_t got = ::read(fd.get(), buf.data(), buf.size());
                if (got < 0 && errno == EINTR) continue;
                if (got <= 0) {
                    fd.reset();
                    continue;
                }
                const auto size = static_cast<std::size_t>(got);
                if (i == 0) {
                    if (!outcome.output_exceeded) outcome.stdout_data.append(buf.data(), size);
                } else {
                    auto keep = static_cast<std::size_t>(std::max<std::int64_t>(
                        0, request.stderr_keep_bytes - static_cast<std::int64_t>(outcome.stderr_data.size())));
                    outcome.stderr_data.append(buf.data(), std::min(keep, size));
                    if (size > keep) outcome.stderr_truncated = true;
                }
                total += got;
                if (request.output_limit_bytes > 0 && total > request.output_limit_bytes && !kill_sent) {
                    outcome.output_exceeded = true;
                    kill_sent = true;
                    helper::Kill kill{run_id};
                    helper::send_message(helper.socket.get(), &kill, sizeof kill);
                }
            }
            if (p[2].revents) {
                std::string message;
                std::vector<int> fds;
                ssize_t got = helper::receive_message(helper.socket.get(), message, fds);
                for (int fd : fds)
                    ::close(fd);
                if (got <= 0 || message.size() != sizeof reply) {
                    ::kill(-helper.pid, SIGKILL);
                    throw JudgeError("the sandbox helper died during a run");
                }
                std::memcpy(&reply, message.data(), sizeof reply);
                if (reply.run_id != run_id) throw JudgeError("the sandbox helper answered another run");
                replied = clock::now();
            }
        }
    }

    SandboxCaps m_caps;
    std::unique_ptr<ProcessRunner> m_plain;
    fs::path m_helper_program;
    CgroupPool m_cgroups;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Helper>> m_idle;
    std::atomic<std::uint64_t> m_run_ids{0};
    std::once_flag m_warned;
};

}  // namespace

std::unique_ptr<ProcessRunner> make_sandboxed_runner(const SandboxCaps& caps, std::unique_ptr<ProcessRunner> plain,
                                                     fs::path helper_program) {
    return std::make_unique<SandboxedRunner>(caps, std::move(plain), std::move(helper_program));
}

}  // namespace judge
