#include "deadline_runner.hpp"

namespace judge {

DeadlineRunner::DeadlineRunner(std::unique_ptr<ProcessRunner> inner, Clock::time_point deadline,
                               std::function<Clock::time_point()> now)
    : m_inner(std::move(inner)), m_deadline(deadline), m_now(std::move(now)) {}

RunOutcome DeadlineRunner::run(const RunRequest& request) {
    const std::string name = request.program.filename().string();
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(m_deadline - m_now()).count();
    if (left <= 0) throw DeadlineReached(name, 0);
    RunRequest cut = request;
    const bool shortened = request.wall_limit_ms == 0 || request.wall_limit_ms > left;
    if (shortened) cut.wall_limit_ms = left;
    RunOutcome outcome = m_inner->run(cut);
    // Killed by its own backstop: a measurement. Killed by ours: nothing measured.
    if (shortened && outcome.wall_timeout) throw DeadlineReached(name, outcome.wall_us / 1000);
    return outcome;
}

}  // namespace judge
