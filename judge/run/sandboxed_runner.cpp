#include "sandbox.hpp"

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

#include "cgroup.hpp"
#include "child_setup.hpp"
#include "error.hpp"
#include "helper_protocol.hpp"
#include "helper_calls.hpp"
#include "helper_link.hpp"
#include "interrupts.hpp"
#include "memory_file.hpp"
#include "sandbox_helper.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// The links directly in the machine's root ("lib=usr/lib" as "/lib=usr/lib"):
// a program sees its library through them (merged /usr: /lib64's loader).
std::vector<std::string> root_links() {
    std::vector<std::string> links;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator("/", ec)) {
        std::error_code link_ec;
        if (!entry.is_symlink(link_ec)) continue;
        const fs::path target = fs::read_symlink(entry.path(), link_ec);
        if (!link_ec) links.push_back(entry.path().string() + "=" + target.string());
    }
    return links;
}

class SandboxedRunner : public Sandbox {
public:
    SandboxedRunner(SandboxCaps caps, fs::path helper_program)
        : m_caps(std::move(caps)),
          m_helper_program(std::move(helper_program)),
          m_cgroups(m_caps.memory_cgroup, m_caps.pids_cgroup, k_max_tasks + 1, m_caps.cgroup_v2) {}  // + the helper

    RunOutcome run(const SandboxRequest& request) override {
        prepare();
        std::unique_ptr<Helper> helper = acquire(request.visible);
        RunOutcome outcome;
        try {
            outcome = run_in(*helper, request);
        } catch (const HelperGone&) {  // it died while idle (killed from outside): once more, with a new one
            helper = start_helper(request.visible);
            outcome = run_in(*helper, request);
        }
        release(std::move(helper));
        return outcome;
    }

    std::unique_ptr<RunSession> start_session(const SandboxRequest& request) override;

    RunOutcome run_confined(const ToolRequest& request, const FileAccess& access) override {
        if (interrupts::requested()) throw JudgeError("interrupted");
        return run_confined_tool(request, access, m_caps.root);
    }

    void retire_idle_helpers() override {
        std::vector<std::unique_ptr<Helper>> idle;
        {
            std::lock_guard lock(m_mutex);
            idle.swap(m_idle);
        }
        // Dropped here, outside the lock: each is killed and its folder removed.
    }

private:
    // Once, at the first untrusted run (not on every command's start).
    void prepare() {
        std::call_once(m_first_run, [&] {
            HelperFolder::remove_stale();
            // Said once a process: a class's grade judges many submissions.
            static std::once_flag said;
            if (const std::string missing = m_caps.missing(); !missing.empty())
                std::call_once(said, [&] {
                    std::fprintf(stderr, "judge: protections off on this machine: %s (see judge doctor)\n",
                                 missing.c_str());
                });
        });
        if (interrupts::requested()) throw JudgeError("interrupted");
    }

    // An idle helper whose runs see `visible`, else a new one.
    std::unique_ptr<Helper> acquire(const std::vector<std::string>& visible) {
        {
            std::lock_guard lock(m_mutex);
            for (auto it = m_idle.end(); it != m_idle.begin();) {
                --it;
                if ((*it)->visible != visible) continue;
                auto h = std::move(*it);
                it = m_idle.erase(it);
                // Killed from outside while idle (its PID namespace may
                // still be on its way out, the socket open): not handed a run.
                if (::waitpid(h->pid, nullptr, WNOHANG) == h->pid) {
                    ::kill(-h->pid, SIGKILL);  // what is left of its group (its server, on its way out)
                    h->pid = -1;               // reaped: not to be waited for again
                    continue;
                }
                return h;
            }
        }
        return start_helper(visible);
    }
    void release(std::unique_ptr<Helper> helper) {
        std::lock_guard lock(m_mutex);
        m_idle.push_back(std::move(helper));
    }

    std::unique_ptr<Helper> start_helper(const std::vector<std::string>& visible) {
        auto h = std::make_unique<Helper>();
        h->visible = visible;
        int pair[2];
        if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0)
            throw JudgeError(std::string("cannot make a socket for the sandbox helper: ") + std::strerror(errno));
        h->socket = Fd(pair[0]);
        Fd theirs(pair[1]);
        std::vector<std::string> args = {k_sandbox_helper_command, "--work", h->folder.work().string()};
        if (m_caps.root) {
            args.push_back("--namespaces");
            h->id = ReservedId::take();  // its runs' own user: no other process holds it
            args.insert(args.end(), {"--id", std::to_string(h->id->id())});
            // Cgroups need the namespaces: the helper joins them once and
            // its runs are born in them (each the OOM killer's first choice).
            if (m_cgroups.enabled()) {
                h->cgroup = m_cgroups.make(0);
                for (const auto& folder : h->cgroup->folders()) {
                    args.push_back("--cgroup");
                    args.push_back(folder.string());
                }
            }
        }
        if (!m_caps.root && m_caps.userns) args.push_back("--userns");
        if (m_caps.seccomp) args.push_back("--seccomp");
        if (!m_caps.root && !m_caps.userns && m_caps.landlock) args.push_back("--landlock");
        for (const auto& path : visible)
            args.insert(args.end(), {"--show", path});
        if (!visible.empty())
            for (const auto& link : root_links())
                args.insert(args.end(), {"--link", link});
        h->pid = start_background(m_helper_program, args, theirs.get());
        h->on_interrupt = std::make_unique<interrupts::Registration>(interrupts::Stage::kill,
                                                                     [pid = h->pid] { ::kill(-pid, SIGKILL); });
        return h;
    }

    RunOutcome run_in(Helper& helper, const SandboxRequest& request) {
        Fd program(::open(request.program.c_str(), O_RDONLY | O_CLOEXEC));
        if (program.get() < 0)
            throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(errno));
        // stdin, stdout and stderr are files in memory, new for each run: its
        // own open files, so nothing it does to them (flags such as O_APPEND,
        // offsets, sizes, bytes past the end) reaches the next run or us. No
        // pipe to keep pace with during the run, one wake-up at its end. The
        // file-size limit stops a flood (SIGXFSZ) one byte past the output limit.
        Fd input = memory_file("stdin"), out = memory_file("stdout"), err = memory_file("stderr");
        write_memory_file(input.get(), request.stdin_data);

        RunCgroup* cgroup = helper.cgroup.get();
        reset_cgroup(helper, request);
        helper::Request wire = wire_request(helper, request, helper::k_run);
        std::vector<int> fds = {program.get(), input.get(), out.get(), err.get()};
        arm_alarm(helper, request, wire, fds);
        send_request(helper, wire, request, fds);
        program.reset();
        input.reset();

        const auto reply = await_reply<helper::Reply>(helper, request.wall_limit_ms, wire.run_id);
        if (reply.setup_errno != 0)
            throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(reply.setup_errno));
        RunOutcome outcome = measured(reply);
        outcome.memory_kib = reply.maxrss_kib;
        if (WIFEXITED(reply.status)) outcome.exit_code = WEXITSTATUS(reply.status);
        if (WIFSIGNALED(reply.status)) outcome.signal = WTERMSIG(reply.status);
        // The cgroup sees the whole tree: threads, kernel memory, and the files
        // it keeps in memory (its folder is a tmpfs). Its peak counts.
        if (cgroup) outcome.memory_kib = std::max<std::int64_t>(outcome.memory_kib, cgroup->peak_kib());
        // Without one (a user namespace), what it left in its tmpfs folder is
        // memory on top of its own peak.
        if (!cgroup) outcome.memory_kib += reply.files_kib;

        const std::int64_t limit = request.output_limit_bytes;
        const std::int64_t out_size = memory_file_size(out.get()), err_size = memory_file_size(err.get());
        outcome.output_exceeded =
            limit > 0 && out_size + err_size > limit;  // measured: a SIGXFSZ it raised, or its own lower rlimit, is RE
        outcome.stdout_data = read_memory_file(out.get(), limit > 0 ? std::min(out_size, limit) : out_size);
        outcome.stderr_data = read_kept_text(err.get(), err_size, request.stderr_keep_bytes);
        outcome.stderr_truncated = err_size > request.stderr_keep_bytes;
        return outcome;
    }

    // The output files are charged to the run's memory: the brake leaves
    // room for them (the verdict compares the measured peak with the limit).
    static void reset_cgroup(Helper& helper, const SandboxRequest& request) {
        if (helper.cgroup)
            helper.cgroup->reset(request.memory_limit_kib > 0
                                     ? request.memory_limit_kib * 1024 +
                                           2 * std::max<std::int64_t>(request.output_limit_bytes, 0) + (1 << 20)
                                     : 0);
    }

    // The memory cgroup's alarm at the run's limit, ready for a run or a
    // session (stale wake-ups cleared), handed to the helper with `wire` and `fds`.
    static void arm_alarm(Helper& helper, const SandboxRequest& request, helper::Request& wire, std::vector<int>& fds) {
        if (!helper.cgroup || request.memory_limit_kib <= 0) return;
        const RunCgroup::Alarm alarm = helper.cgroup->alarm(request.memory_limit_kib * 1024);
        if (alarm.kind == helper::k_alarm_none) return;
        wire.memory_alarm = alarm.kind;
        wire.memory_alarm_bytes = request.memory_limit_kib * 1024;
        fds.push_back(alarm.wake);
        fds.push_back(alarm.check);
    }

    helper::Request wire_request(const Helper& helper, const SandboxRequest& request, helper::Kind kind) {
        ChildSetup limits = ChildSetup::for_limits(request.cpu_limit_ms, request.memory_limit_kib,
                                                   request.output_limit_bytes, helper.cgroup != nullptr,
                                                   request.stack_limit_kib);
        helper::Request wire;
        wire.kind = kind;
        wire.run_id = ++m_run_ids;
        wire.wall_limit_ms = request.wall_limit_ms;
        wire.idle_limit_ms = request.idle_limit_ms;
        wire.cpu_limit_ms = request.cpu_limit_ms;
        // A session's limits are per call, watched by the helper; RLIMIT_CPU
        // would count them all together.
        wire.cpu_seconds = kind == helper::k_session ? RLIM_INFINITY : limits.cpu_seconds;
        wire.address_space = limits.address_space;
        wire.stack = limits.stack;
        wire.file_size = request.file_size_limit_bytes > 0 ? static_cast<rlim_t>(request.file_size_limit_bytes)
                         : request.output_limit_bytes > 0 ? limits.file_size + 1
                                                          : limits.file_size;
        return wire;
    }

    SandboxCaps m_caps;
    fs::path m_helper_program;
    CgroupPool m_cgroups;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Helper>> m_idle;
    std::atomic<std::uint64_t> m_run_ids{0};
    std::once_flag m_first_run;
};

std::unique_ptr<RunSession> SandboxedRunner::start_session(const SandboxRequest& request) {
    prepare();
    std::unique_ptr<Helper> helper = acquire(request.visible);
    for (int attempt = 0;; ++attempt) {
        try {
            Fd program(::open(request.program.c_str(), O_RDONLY | O_CLOEXEC));
            if (program.get() < 0)
                throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(errno));
            // Opened to append: the helper empties it at each answer, and
            // the run's next write lands at its start.
            SessionFiles files;
            files.err = memory_file("stderr");
            if (::fcntl(files.err.get(), F_SETFL, O_APPEND) != 0)
                throw JudgeError(std::string("cannot open a session's stderr file: ") + std::strerror(errno));
            for (int i = 0; i < helper::k_window; ++i) {
                files.inputs.push_back(memory_file("input"));
                files.answers.push_back(memory_file("answer"));
                files.errors.push_back(memory_file("stderr kept"));
            }
            helper::Request wire = wire_request(*helper, request, helper::k_session);
            wire.stderr_keep = request.stderr_keep_bytes;
            reset_cgroup(*helper, request);
            std::vector<int> fds = {program.get(), files.err.get()};
            for (const auto* slots : {&files.inputs, &files.answers, &files.errors})
                for (const Fd& f : *slots)
                    fds.push_back(f.get());
            arm_alarm(*helper, request, wire, fds);
            // Each call's peak, reset and read by the helper at the call's bounds.
            if (helper->cgroup && helper->cgroup->peak_fd() >= 0) {
                wire.session_peak = 1;
                fds.push_back(helper->cgroup->peak_fd());
            }
            send_request(*helper, wire, request, fds);
            const auto started = await_reply<helper::CallReply>(*helper, request.wall_limit_ms, wire.run_id);
            if (!started.answered) {
                release(std::move(helper));
                throw JudgeError("cannot start " + request.program.string() + ": " + std::strerror(started.setup_errno));
            }
            return helper_session(std::move(helper), request, wire.run_id, std::move(files),
                                  [this](std::unique_ptr<Helper> h) { release(std::move(h)); });
        } catch (const HelperGone&) {  // it died while idle: once more, with a new one
            if (attempt > 0) throw;
            helper = start_helper(request.visible);
        }
    }
}

}  // namespace

std::unique_ptr<Sandbox> make_sandbox(const SandboxCaps& caps, fs::path helper_program) {
    return std::make_unique<SandboxedRunner>(caps, std::move(helper_program));
}

}  // namespace judge
