// What judge stress has done so far: the status line it keeps on a terminal
// while it searches, and the summary it prints at the end, at the deadline
// or on Ctrl-C. Shared by the searching thread and the interrupt thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <string>

namespace judge {

// "no difference in 12 cases (5.0 s, seeds 7..18)"; the seeds named are the
// ones used, and a search that tried none says so.
std::string search_summary(long cases, double seconds, std::uint64_t first_seed);

class StressProgress {
public:
    using Clock = std::chrono::steady_clock;
    // `status` gets the updating line when it is a terminal; nothing otherwise.
    StressProgress(std::uint64_t first_seed, Clock::time_point start, std::FILE* status);

    // One more case tried without a difference; `of`: the number to try
    // (--cases with no deadline; 0: a deadline, shown as the seconds left).
    void tried(long cases, Clock::time_point deadline, std::int64_t of = 0);
    // A shrinking step kept an input of this many characters.
    void shrunk(int steps, std::size_t characters);
    // Removes the status line; later updates print nothing.
    void finish();

    long cases() const;
    double seconds() const;
    std::string summary() const;

private:
    void show(const std::string& line);  // with m_mutex held
    mutable std::mutex m_mutex;
    std::uint64_t m_first_seed;
    Clock::time_point m_start, m_last_shown{};
    std::FILE* m_status;  // null: not a terminal
    long m_cases = 0;
    bool m_finished = false;
};

}  // namespace judge
