#include "run_watch.hpp"

#include <algorithm>

namespace judge {

RunWatch::RunWatch(pid_t pid, int proc_fd, const helper::Request& request, std::chrono::steady_clock::time_point start,
                   std::int64_t cores, bool fresh)
    : m_pid(pid),
      m_proc_fd(proc_fd),
      m_cpu_limit_ns(request.cpu_limit_ms * 1'000'000),
      m_wall_limit_ms(request.wall_limit_ms),
      m_idle_limit_ns(request.idle_limit_ms * 1'000'000),
      m_cores(cores),
      m_start(start),
      m_deadline(start + std::chrono::milliseconds(request.wall_limit_ms)),
      m_have_base(fresh),
      m_base{fresh, 0, 0},
      m_base_time(start),
      m_next_idle_look(start + std::chrono::milliseconds(request.idle_limit_ms)) {
    // A session's calls watch one process: its clock looked up once (glibc
    // asks the kernel whether the clock exists each time).
    static thread_local pid_t known_pid = 0;
    static thread_local clockid_t known_clock{};
    if (pid != known_pid) known_pid = ::clock_getcpuclockid(pid, &known_clock) == 0 ? pid : 0;
    m_clock_ok = pid != 0 && pid == known_pid;
    m_clock = known_clock;
}

std::int64_t RunWatch::cpu_ns() const {
    timespec t{};
    return m_clock_ok && ::clock_gettime(m_clock, &t) == 0 ? t.tv_sec * 1'000'000'000LL + t.tv_nsec : 0;
}

std::int64_t RunWatch::queued_us() const {
    const Activity now = read_activity(m_proc_fd, m_pid, false);
    return now.known && m_base.known ? std::max<std::int64_t>(0, now.queued_ns - m_base.queued_ns) / 1000 : -1;
}

// Idle since the base (the start; for a session's call, the first look).
std::int64_t RunWatch::idle_so_far_ns(std::chrono::steady_clock::time_point now, bool& busy_now) const {
    using namespace std::chrono;
    const Activity activity = read_activity(m_proc_fd, m_pid, true);
    busy_now = activity.busy_now;
    const std::int64_t cpu = cpu_ns();
    if (!m_have_base) {
        m_have_base = true;
        m_base = activity;
        m_base_cpu_ns = cpu;
        m_base_time = now;
        return 0;
    }
    const std::int64_t span = duration_cast<nanoseconds>(now - m_base_time).count();
    if (activity.known && m_base.known) return idle_ns(span, cpu - m_base_cpu_ns, m_base, activity);
    // No scheduler account: idle if the CPU clock all but stood still over
    // the span (a starved run on a very busy machine still gets more).
    const bool still = (cpu - m_base_cpu_ns) * 20 < span;
    m_base_cpu_ns = cpu;
    m_base_time = now;
    return still ? span : 0;
}

std::int64_t RunWatch::next_wait_ms(std::int64_t charged_ns, Over& over) const {
    using namespace std::chrono;
    over = Over::none;
    std::int64_t wait = -1;
    const auto now = steady_clock::now();
    auto sooner = [&](std::int64_t ms) { wait = wait < 0 ? ms : std::min(wait, ms); };
    if (m_wall_limit_ms > 0) {
        const std::int64_t left = duration_cast<milliseconds>(m_deadline - now).count();
        if (left < 0) {
            over = Over::wall;
            return 0;
        }
        sooner(left + 1);
    }
    if (m_cpu_limit_ns > 0 && m_clock_ok) {
        const std::int64_t left_ns = m_cpu_limit_ns - (cpu_ns() - charged_ns);
        if (left_ns < 0) {
            over = Over::cpu;
            return 0;
        }
        sooner(std::max<std::int64_t>(1, left_ns / 1'000'000 / m_cores));
    }
    if (m_idle_limit_ns > 0) {
        if (now >= m_next_idle_look) {
            bool busy_now = false;
            const std::int64_t idle = idle_so_far_ns(now, busy_now);
            // Past the limit, and not in the middle of computing or of a wait
            // on a disk (a busy machine's slow disk is not the run's idleness):
            // idle. Otherwise look again soon; the wall backstop bounds it.
            if (idle >= m_idle_limit_ns && !busy_now) {
                over = Over::idle;
                return 0;
            }
            // The soonest it could reach the limit: idleness grows no faster than the wall clock.
            m_next_idle_look =
                now + nanoseconds(std::max<std::int64_t>(m_idle_limit_ns - idle, idle >= m_idle_limit_ns ? 100'000'000 : 1'000'000));
        }
        sooner(duration_cast<milliseconds>(m_next_idle_look - now).count() + 1);
    }
    return wait;
}

}  // namespace judge
