// Running one child process under limits: the one interface behind which
// fork/exec, rlimits, pipes and signals live (process_posix.cpp). Graders and
// the compiler use it through this interface; tests use a fake.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "error.hpp"
#include "landlock.hpp"

namespace judge {

struct RunRequest {
    std::filesystem::path program;
    std::vector<std::string> args;
    std::filesystem::path working_dir;
    std::vector<std::string> environment;        // "KEY=value"; empty: a minimal PATH only
    std::string stdin_data;                      // fed through a pipe, then closed
    std::int64_t cpu_limit_ms = 0;               // 0: none
    std::int64_t wall_limit_ms = 0;              // 0: none
    std::int64_t memory_limit_kib = 0;           // the limit the verdict uses; 0: none
    std::int64_t output_limit_bytes = 64 << 20;  // stdout + stderr together
    std::int64_t stderr_keep_bytes = 64 << 10;   // the rest of stderr is dropped
    // RLIMIT_FSIZE: the largest file the program may write (0: one byte past
    // the output limit). A compiler writes objects far larger than its diagnostics.
    std::int64_t file_size_limit_bytes = 0;
    // Untrusted code: its own folder (the whole root, as root), cgroups,
    // namespaces, another user and the system-call filter, as the machine allows.
    bool isolate = false;
    // The plain runner, for a trusted program fed untrusted input (the
    // compiler on a submission): when not empty and the kernel has Landlock,
    // the program sees these paths only (and no TCP, no signals out).
    std::vector<std::pair<std::filesystem::path, LandlockAccess>> file_access;
};

// What was measured; no judgement. Verdicts are made in verdict.cpp.
struct RunOutcome {
    std::int64_t cpu_us = 0;  // user + system of the child
    std::int64_t wall_us = 0;
    std::int64_t memory_kib = 0;   // peak resident set
    std::optional<int> exit_code;  // set when the child exited
    std::optional<int> signal;     // set when a signal ended it
    bool wall_timeout = false;     // killed by the wall-clock backstop
    bool cpu_timeout = false;      // stopped once its CPU time passed cpu_limit_ms
    bool output_exceeded = false;  // killed for writing past output_limit_bytes
    std::string stdout_data;
    std::string stderr_data;
    bool stderr_truncated = false;
};

// One call of a session: the answer, or how the process ended.
struct CallOutcome {
    bool answered = false;
    std::string answer;  // answered: what the program wrote for this call
    // This call's measurements (CPU from the last answer to this one, peak
    // memory during it, what it wrote to stderr); not answered: also how the
    // process ended, with the CPU time not charged to an earlier call.
    RunOutcome run;
};

// One process kept across calls (--mode leetcode), its time and memory
// measured from outside for each call: nothing it writes decides them.
class RunSession {
public:
    virtual ~RunSession() = default;
    // The next call's input; throws JudgeError once the process has ended.
    virtual CallOutcome call(const std::string& input) = 0;
    // Closes its input and waits for the end (a short grace, then SIGKILL).
    virtual RunOutcome finish() = 0;
};

class ProcessRunner {
public:
    virtual ~ProcessRunner() = default;
    // Throws JudgeError only when the child could not be started at all.
    virtual RunOutcome run(const RunRequest& request) = 0;
    // A process that takes calls one at a time: the request's limits are per
    // call (cpu_limit_ms, wall_limit_ms, memory). Isolated requests only.
    virtual std::unique_ptr<RunSession> start_session(const RunRequest& request) {
        throw JudgeError("internal: " + request.program.string() + ": this runner keeps no process across calls");
    }
};

// The plain runner: Boost.Process v2, a process group per child, rlimits
// (CPU, address space as a backstop, stack as large as the memory limit,
// no core dumps), wait4 accounting of that one child. Isolated requests go
// to the sandboxed runner (sandboxed_runner.hpp), which wraps this one.
std::unique_ptr<ProcessRunner> make_posix_runner();

// Starts a long-lived program (Boost.Process v2) with `stdin_fd` as its
// stdin, stdout to /dev/null, the judge's stderr, in a process group of its
// own; returns its pid, to be reaped with waitpid.
pid_t start_background(const std::filesystem::path& program, const std::vector<std::string>& args, int stdin_fd);

}  // namespace judge
