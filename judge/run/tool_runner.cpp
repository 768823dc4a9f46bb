// The runner of trusted programs (the problem's tools, the compiler; the
// compile step of a submission confined by Landlock) and the start of
// background programs (the sandbox helpers); the only Boost.Process
// translation unit. Boost.Process v2 starts the child; asio
// drives its pipes and the wall-clock timer; a thread blocks in wait4 for
// that pid's own rusage. Untrusted runs: sandboxed_runner.cpp.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/asio/read.hpp>
#include <boost/asio/readable_pipe.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/writable_pipe.hpp>
#include <boost/asio/write.hpp>
#include <boost/process/v2.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <exception>
#include <optional>
#include <thread>

#include "child_setup.hpp"
#include "error.hpp"
#include "idle_watch.hpp"
#include "interrupts.hpp"
#include "sandbox.hpp"
#include "tool_jail.hpp"

namespace judge {
namespace {

namespace asio = boost::asio;
namespace bp = boost::process::v2;

// Boost.Process's hooks: the environment before fork, ChildSetup after.
struct BoostChildSetup {
    ChildSetup setup;
    std::vector<const char*> environment;  // NULL-terminated, set before launch

    bp::error_code on_setup(bp::posix::default_launcher& launcher, const bp::filesystem::path&, const char* const*) {
        launcher.env = environment.data();
        return {};
    }
    bp::error_code on_exec_setup(bp::posix::default_launcher&, const bp::filesystem::path&, const char* const*) {
        int rc = setup.apply();
        return rc ? bp::error_code(rc, boost::system::system_category()) : bp::error_code{};
    }
};

// `jail`: as root, the confined tool's own id and view (tool_jail.hpp).
RunOutcome run_posix(const ToolRequest& request, const FileAccess& access, ToolJail* jail = nullptr) {
        asio::io_context ctx;
        // Boost.Process makes each pipe and hands us the parent's end.
        asio::readable_pipe out_read(ctx), err_read(ctx);
        asio::writable_pipe in_write(ctx);

        std::vector<std::string> env = request.environment;
        if (env.empty()) env = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"};

        const std::string program = request.program.string();
        BoostChildSetup child;
        child.setup = ChildSetup::for_limits(request.cpu_limit_ms, request.memory_limit_kib, request.output_limit_bytes,
                                             false, request.stack_limit_kib);
        if (request.file_size_limit_bytes > 0) child.setup.file_size = static_cast<rlim_t>(request.file_size_limit_bytes);
        const std::string directory =
            request.working_dir.empty() ? std::filesystem::current_path().string() : request.working_dir.string();
        child.setup.directory = directory.c_str();
        std::vector<LandlockRule> rules;  // pointing into `access`, which outlives the child's start
        if (!access.empty() && landlock_abi() > 0) {
            for (const auto& [path, how] : access)
                rules.push_back({path.c_str(), how});
            child.setup.landlock_rules = rules.data();
            child.setup.landlock_rule_count = static_cast<int>(rules.size());
        }
        if (jail) jail->apply(child.setup);
        for (const auto& e : env)
            child.environment.push_back(e.c_str());
        child.environment.push_back(nullptr);

        // Registered before the child exists: a Ctrl-C between its start and
        // its registration would leave it running after the judge. The kill
        // stage reads the pid; if it ran before the pid was known, the
        // interrupt was already requested, and the check after the start sees it.
        std::atomic<pid_t> child_pid{-1};
        interrupts::Registration on_interrupt(interrupts::Stage::kill, [&child_pid] {
            if (const pid_t p = child_pid; p > 0) ::kill(-p, SIGKILL);
        });
        if (interrupts::requested()) throw JudgeError("interrupted");
        RunOutcome outcome;
        auto start = std::chrono::steady_clock::now();
        pid_t pid = -1;
        try {
            bp::process proc(ctx, program, request.args, bp::process_stdio{in_write, out_read, err_read}, child);
            pid = proc.id();
            proc.detach();
        } catch (const std::exception& e) {
            throw JudgeError("cannot start " + request.program.string() + ": " + e.what());
        }
        child_pid = pid;
        if (interrupts::requested()) ::kill(-pid, SIGKILL);

        std::atomic<bool> exited{false};
        int status = 0;
        rusage usage{};
        asio::steady_timer wall_timer(ctx), grace_timer(ctx), idle_timer(ctx);
        int open_streams = 2;  // stdout and stderr, until each reads its end
        auto stream_ended = [&] {
            if (--open_streams == 0) grace_timer.cancel();
        };
        // Joined on every way out; an exception on the way (a handler that
        // throws) kills the child first, so the join cannot wait for it.
        std::atomic<bool> reaped{false};
        std::jthread waiter([&] {
            while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
            }
            reaped = true;
            outcome.wall_us =
                std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
            asio::post(ctx, [&] {
                exited = true;
                wall_timer.cancel();
                idle_timer.cancel();
                ::kill(-pid, SIGKILL);  // whatever it left in its group
                // A process that escaped the group may hold the pipes open.
                if (open_streams == 0) return;
                grace_timer.expires_after(std::chrono::milliseconds(200));
                grace_timer.async_wait([&](const bp::error_code& ec) {
                    if (ec) return;
                    bp::error_code ignored;
                    out_read.close(ignored);
                    err_read.close(ignored);
                    in_write.close(ignored);
                });
            });
        });

        struct KillOnUnwind {
            pid_t pid;
            const std::atomic<bool>& reaped;
            ~KillOnUnwind() {
                if (std::uncaught_exceptions() > 0 && !reaped) ::kill(-pid, SIGKILL);
            }
        } kill_on_unwind{pid, reaped};  // destroyed before `waiter` is joined

        auto kill_group = [&] {
            if (!exited) ::kill(-pid, SIGKILL);
        };

        if (request.wall_limit_ms > 0) {
            wall_timer.expires_after(std::chrono::milliseconds(request.wall_limit_ms));
            wall_timer.async_wait([&](const bp::error_code& ec) {
                if (ec || exited) return;
                outcome.wall_timeout = true;
                kill_group();
            });
        }

        // A tool that only waits is stopped once idle past its idle limit; a
        // confined one (an include of a pipe, a FIFO, a terminal) always is,
        // after k_idle_limit: it would hold the judge until the wall limit.
        const auto idle_limit = request.idle_limit_ms > 0
                                    ? std::chrono::steady_clock::duration(std::chrono::milliseconds(request.idle_limit_ms))
                                    : std::chrono::steady_clock::duration(k_idle_limit);
        IdleWatch idle(pid, idle_limit);
        std::function<void()> watch_idle = [&] {
            idle_timer.expires_after(std::chrono::milliseconds(500));
            idle_timer.async_wait([&](const bp::error_code& ec) {
                if (ec || exited) return;
                if (!idle.idle()) return watch_idle();
                outcome.idle_timeout = true;
                kill_group();
            });
        };
        if (!access.empty() || request.idle_limit_ms > 0) watch_idle();

        asio::async_write(in_write, asio::buffer(request.stdin_data), [&](const bp::error_code&, std::size_t) {
            bp::error_code ignored;
            in_write.close(ignored);
        });

        std::int64_t total_output = 0;
        std::array<char, 65536> out_buf{}, err_buf{};
        auto account = [&](std::size_t n) {
            total_output += static_cast<std::int64_t>(n);
            if (request.output_limit_bytes > 0 && total_output > request.output_limit_bytes &&
                !outcome.output_exceeded) {
                outcome.output_exceeded = true;
                kill_group();
            }
        };
        std::function<void()> read_out = [&] {
            out_read.async_read_some(asio::buffer(out_buf), [&](const bp::error_code& ec, std::size_t n) {
                if (n > 0) {
                    if (!outcome.output_exceeded) outcome.stdout_data.append(out_buf.data(), n);
                    account(n);
                }
                if (!ec)
                    read_out();
                else
                    stream_ended();
            });
        };
        std::function<void()> read_err = [&] {
            err_read.async_read_some(asio::buffer(err_buf), [&](const bp::error_code& ec, std::size_t n) {
                if (n > 0) {
                    auto keep = static_cast<std::size_t>(std::max<std::int64_t>(
                        0, request.stderr_keep_bytes - static_cast<std::int64_t>(outcome.stderr_data.size())));
                    outcome.stderr_data.append(err_buf.data(), std::min(keep, n));
                    if (n > keep) outcome.stderr_truncated = true;
                    account(n);
                }
                if (!ec)
                    read_err();
                else
                    stream_ended();
            });
        };
        read_out();
        read_err();
        ctx.run();
        waiter.join();

        outcome.cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000LL + usage.ru_utime.tv_usec +
                         usage.ru_stime.tv_usec;
        outcome.memory_kib = usage.ru_maxrss;
        if (WIFEXITED(status)) outcome.exit_code = WEXITSTATUS(status);
        if (WIFSIGNALED(status)) outcome.signal = WTERMSIG(status);
        if (outcome.output_exceeded &&
            outcome.stdout_data.size() > static_cast<std::size_t>(request.output_limit_bytes))
            outcome.stdout_data.resize(static_cast<std::size_t>(request.output_limit_bytes));
        return outcome;
}

class PosixRunner : public ToolRunner {
public:
    RunOutcome run(const ToolRequest& request) override { return run_posix(request, {}); }
};

}  // namespace

std::unique_ptr<ToolRunner> make_tool_runner() {
    ::signal(SIGPIPE, SIG_IGN);  // a child that stops reading must not kill the judge
    return std::make_unique<PosixRunner>();
}

RunOutcome run_confined_tool(const ToolRequest& request, const FileAccess& access, bool as_root) {
    ::signal(SIGPIPE, SIG_IGN);
    if (!as_root) return run_posix(request, access);
    // After the run: every process of its id killed, its folders root's again.
    ToolJail jail(access, request.working_dir.empty() ? std::filesystem::current_path() : request.working_dir);
    return run_posix(request, access, &jail);
}

pid_t start_background(const std::filesystem::path& program, const std::vector<std::string>& args, int stdin_fd) {
    asio::io_context ctx;
    BoostChildSetup child;  // its own process group, default signals, no core dumps
    const char* environment[] = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", nullptr};
    child.environment.assign(environment, environment + 3);
    try {
        bp::process proc(ctx, program, args, bp::process_stdio{stdin_fd, nullptr, {}}, child);
        pid_t pid = proc.id();
        proc.detach();
        return pid;
    } catch (const std::exception& e) {
        throw JudgeError("cannot start " + program.string() + ": " + e.what());
    }
}

}  // namespace judge
