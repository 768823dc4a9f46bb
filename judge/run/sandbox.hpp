// Untrusted code: a submission's program, the reference solution judged
// like one, and the compile step of a submission. Every run goes to a
// sandbox helper (sandbox_helper.hpp), started once per concurrent run and
// kept for the sandbox's life, so that namespaces, the empty root and the
// seccomp filter are paid once, not per test.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "run_types.hpp"
#include "sandbox_caps.hpp"
#include "tool_runner.hpp"

namespace judge {

// A run in the sandbox: its folder is the sandbox's own (empty, new for
// each run), so there is no working directory to ask for.
struct SandboxRequest : RunSpec {
    // Absolute paths of the machine the run sees, read-only: an interpreter
    // and its library (a Python submission). Empty: nothing (a static program).
    std::vector<std::string> visible;
    // The program is the machine's (an interpreter), not one the judge
    // built: its file is never touched (a built one is made execute-only
    // as root: helper_link.cpp).
    bool machine_program = false;
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
// Calls may be sent ahead of the answers to those before (post, up to
// window() on their way), so that the judge's work on one answer overlaps
// the process's work on the next call; the process still takes them one at
// a time, each measured alone.
class RunSession {
public:
    virtual ~RunSession() = default;
    // How many calls may be on their way at once.
    virtual int window() const { return 1; }
    // Sends the next call's input; throws JudgeError once the process has
    // ended (or with window() calls on their way). With calls on their way,
    // false when it could not be sent without waiting (the way to the
    // process is full): take one first. With none, it waits, and is true.
    virtual bool post(const std::string& input) = 0;
    // The outcome of the oldest call on its way. Once one is not answered
    // (the process ended), the calls sent after it go unanswered.
    virtual CallOutcome take() = 0;
    CallOutcome call(const std::string& input) {
        post(input);
        return take();
    }
    // Closes its input and waits for the end (a short grace, then SIGKILL);
    // with no call on its way. (Dropped instead, it stops the process.)
    virtual RunOutcome finish() = 0;
};

class Sandbox {
public:
    virtual ~Sandbox() = default;
    // Throws JudgeError only when the program could not be started at all.
    virtual RunOutcome run(const SandboxRequest& request) = 0;
    // A process that takes calls one at a time: the request's limits are per
    // call (cpu_limit_ms, wall_limit_ms, memory).
    virtual std::unique_ptr<RunSession> start_session(const SandboxRequest& request) = 0;
    // The toolchain on a submission's files (the compile step): it sees the
    // paths in `access` only, as far as the machine allows (Landlock).
    virtual RunOutcome run_confined(const ToolRequest& request, const FileAccess& access) = 0;
    // Stops the idle helpers: the next runs start new ones, as the first
    // runs of a new judge do. A helper's first run costs a few tenths of a
    // millisecond more CPU time than its later ones; a time measured to be
    // compared with another judge's first runs starts here.
    virtual void retire_idle_helpers() {}
};

// `helper_program` understands `__sandbox-helper` as its first argument
// (the judge's own executable; the unit-test binary too).
std::unique_ptr<Sandbox> make_sandbox(const SandboxCaps& caps, std::filesystem::path helper_program);

}  // namespace judge
