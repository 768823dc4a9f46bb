// A deadline for every run: a ProcessRunner that cuts each run's wall-clock
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

#include "process.hpp"

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

class DeadlineRunner : public ProcessRunner {
public:
    using Clock = std::chrono::steady_clock;
    DeadlineRunner(std::unique_ptr<ProcessRunner> inner, Clock::time_point deadline,
                   std::function<Clock::time_point()> now = Clock::now);

    void set_deadline(Clock::time_point deadline) { m_deadline = deadline; }
    Clock::time_point deadline() const { return m_deadline; }
    // Throws DeadlineReached when no time is left, or when the cut limit ended the run.
    RunOutcome run(const RunRequest& request) override;

private:
    std::unique_ptr<ProcessRunner> m_inner;
    Clock::time_point m_deadline;
    std::function<Clock::time_point()> m_now;
};

}  // namespace judge
