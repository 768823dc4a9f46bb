#include "stress_progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

namespace judge {

std::string search_summary(long cases, double seconds, std::uint64_t first_seed) {
    if (cases <= 0) return fmt::format("no case tried ({:.1f} s)", seconds);
    const std::uint64_t last = first_seed + static_cast<std::uint64_t>(cases) - 1;
    if (cases == 1) return fmt::format("no difference in 1 case ({:.1f} s, seed {})", seconds, first_seed);
    return fmt::format("no difference in {} cases ({:.1f} s, seeds {}..{})", cases, seconds, first_seed, last);
}

StressProgress::StressProgress(std::uint64_t first_seed, Clock::time_point start, std::FILE* status)
    : m_first_seed(first_seed), m_start(start), m_status(status && ::isatty(::fileno(status)) ? status : nullptr) {}

void StressProgress::tried(long cases, Clock::time_point deadline, std::int64_t of) {
    std::lock_guard lock(m_mutex);
    m_cases = cases;
    const auto now = Clock::now();
    if (now - m_last_shown < std::chrono::milliseconds(100)) return;  // a terminal need not redraw per case
    m_last_shown = now;
    if (of > 0) {
        show(fmt::format("stress: {} of {} cases tried, no difference", cases, of));
        return;
    }
    const double left = std::max(0.0, std::chrono::duration<double>(deadline - now).count());
    show(fmt::format("stress: {} case{} tried, no difference, {:.0f} s left", cases, cases == 1 ? "" : "s", left));
}

void StressProgress::shrunk(int steps, std::size_t characters) {
    std::lock_guard lock(m_mutex);
    show(fmt::format("stress: shrinking, {} step{}, {} characters", steps, steps == 1 ? "" : "s", characters));
}

void StressProgress::show(const std::string& line) {
    if (!m_status || m_finished) return;
    std::fprintf(m_status, "\r%s\033[K", line.c_str());
    std::fflush(m_status);
}

void StressProgress::finish() {
    std::lock_guard lock(m_mutex);
    if (m_status && !m_finished) {
        std::fprintf(m_status, "\r\033[K");
        std::fflush(m_status);
    }
    m_finished = true;
}

long StressProgress::cases() const {
    std::lock_guard lock(m_mutex);
    return m_cases;
}

double StressProgress::seconds() const {
    return std::chrono::duration<double>(Clock::now() - m_start).count();
}

std::string StressProgress::summary() const {
    return search_summary(cases(), seconds(), m_first_seed);
}

}  // namespace judge
