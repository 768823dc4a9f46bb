// A deadline for every run: runners that cut each run's wall-clock
// limit to the time left before a deadline, so that a command bounded in
// time (judge stress --seconds) stays bounded whatever its tools do. A run
// ended by that cut measured nothing about the program; it is reported as
// DeadlineReached, never as the program's own timeout.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

#include "sandbox.hpp"

namespace judge {

// Not a JudgeError: the judge did not fail, time ran out. Callers that
// keep a deadline catch it; it names the program that was cut and how long
// it had run (0: none was started).
class DeadlineReached : public std::runtime_error {
public:
    DeadlineReached(std::string program, std::int64_t ran_ms)
        : std::runtime_error(program + " was still running at the deadline"),
          m_program(std::move(program)),
          m_ran_ms(ran_ms) {}
    const std::string& program() const { return m_program; }
    std::int64_t ran_ms() const { return m_ran_ms; }

private:
    std::string m_program;
    std::int64_t m_ran_ms;
};

// The deadline both runners keep: a command's tools and its sandbox cut
// their runs to the same moment.
class Deadline {
public:
    using Clock = std::chrono::steady_clock;
    explicit Deadline(Clock::time_point at, std::function<Clock::time_point()> now = Clock::now)
        : m_at(at), m_now(std::move(now)) {}
    void set(Clock::time_point at) { m_at = at; }
    Clock::time_point at() const { return m_at; }
    // Runs `run` with `spec`'s wall-clock limit cut to the time left. Throws
    // DeadlineReached when no time is left, or when the cut limit ended the run.
    template <class Spec, class Run>
    RunOutcome cut(const Spec& spec, Run run) const {
        const std::string name = spec.program.filename().string();
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(m_at - m_now()).count();
        if (left <= 0) throw DeadlineReached(name, 0);
        Spec cut = spec;
        const bool shortened = spec.wall_limit_ms == 0 || spec.wall_limit_ms > left;
        if (shortened) cut.wall_limit_ms = left;
        RunOutcome outcome = run(cut);
        // Killed by its own backstop: a measurement. Killed by ours: nothing measured.
        if (shortened && outcome.wall_timeout) throw DeadlineReached(name, outcome.wall_us / 1000);
        return outcome;
    }

private:
    Clock::time_point m_at;
    std::function<Clock::time_point()> m_now;
};

class DeadlineTools : public ToolRunner {
public:
    DeadlineTools(std::unique_ptr<ToolRunner> inner, std::shared_ptr<const Deadline> deadline)
        : m_inner(std::move(inner)), m_deadline(std::move(deadline)) {}
    RunOutcome run(const ToolRequest& request) override {
        return m_deadline->cut(request, [&](const ToolRequest& r) { return m_inner->run(r); });
    }

private:
    std::unique_ptr<ToolRunner> m_inner;
    std::shared_ptr<const Deadline> m_deadline;
};

class DeadlineSandbox : public Sandbox {
public:
    DeadlineSandbox(std::unique_ptr<Sandbox> inner, std::shared_ptr<const Deadline> deadline)
        : m_inner(std::move(inner)), m_deadline(std::move(deadline)) {}
    RunOutcome run(const SandboxRequest& request) override {
        return m_deadline->cut(request, [&](const SandboxRequest& r) { return m_inner->run(r); });
    }
    RunOutcome run_confined(const ToolRequest& request, const FileAccess& access) override {
        return m_deadline->cut(request, [&](const ToolRequest& r) { return m_inner->run_confined(r, access); });
    }
    // A session's limits are per call: no single cut fits it (stress runs none).
    std::unique_ptr<RunSession> start_session(const SandboxRequest& request) override {
        return m_inner->start_session(request);
    }
    void retire_idle_helpers() override { m_inner->retire_idle_helpers(); }

private:
    std::unique_ptr<Sandbox> m_inner;
    std::shared_ptr<const Deadline> m_deadline;
};

}  // namespace judge
