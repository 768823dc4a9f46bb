#include "verdict.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <csignal>
#include <cstring>

#include "driver_status.hpp"

namespace judge {

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::AC:
            return "AC";
        case Verdict::WA:
            return "WA";
        case Verdict::TLE:
            return "TLE";
        case Verdict::MLE:
            return "MLE";
        case Verdict::RE:
            return "RE";
        case Verdict::OLE:
            return "OLE";
        case Verdict::CE:
            return "CE";
        case Verdict::IE:
            return "IE";
    }
    return "IE";
}

std::string signal_name(int signal) {
    const char* abbrev = sigabbrev_np(signal);
    return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(signal);
}

const char* clock_name(TimeClock c) {
    switch (c) {
        case TimeClock::cpu:
            return "cpu";
        case TimeClock::idle:
            return "idle";
        case TimeClock::wall:
            return "wall";
    }
    return "cpu";
}

std::int64_t time_margin_ms(std::int64_t time_limit_ms) { return std::max<std::int64_t>(time_limit_ms / 5, 20); }
std::int64_t cpu_stop_ms(std::int64_t time_limit_ms) { return time_limit_ms + time_margin_ms(time_limit_ms); }
std::int64_t idle_limit_ms(std::int64_t time_limit_ms) { return 2 * time_limit_ms + 1000; }
std::int64_t wall_backstop_ms(std::int64_t time_limit_ms) { return 10 * idle_limit_ms(time_limit_ms); }

bool near_time_limit(const RunOutcome& run, const Limits& limits) {
    const std::int64_t limit_us = static_cast<std::int64_t>(limits.time_ms) * 1000;
    return !run.cpu_timeout && !run.idle_timeout && !run.wall_timeout && !run.memory_stopped &&
           !run.output_exceeded && run.cpu_us > limit_us && run.cpu_us <= cpu_stop_ms(limits.time_ms) * 1000;
}

Judgement classify(const RunOutcome& run, const Limits& limits, const CheckResult& check) {
    const std::int64_t cpu_ms = run.cpu_us / 1000;
    const std::int64_t memory_limit_kib = static_cast<std::int64_t>(limits.memory_mib) * 1024;
    if (run.output_exceeded) return {Verdict::OLE, "output past " + std::to_string(limits.output_kib) + " KiB"};
    if (run.memory_stopped)
        return {Verdict::MLE, fmt::format("stopped the moment its memory passed {} MiB (CPU {} ms)", limits.memory_mib,
                                          cpu_ms)};
    if (run.memory_kib > memory_limit_kib)
        return {Verdict::MLE, "peak " + std::to_string(run.memory_kib / 1024) + " MiB > " +
                                  std::to_string(limits.memory_mib) + " MiB"};
    // Measured, never read off a signal: a solution may raise SIGXCPU itself
    // (RE); the real RLIMIT_CPU fires only past the limit, which is measured.
    if (run.cpu_us > static_cast<std::int64_t>(limits.time_ms) * 1000 || run.cpu_timeout)
        return {Verdict::TLE, run.cpu_timeout ? fmt::format("CPU time passed {} ms: stopped at {:.1f} ms", limits.time_ms,
                                                            static_cast<double>(run.cpu_us) / 1000.0)
                                              : "CPU " + std::to_string(cpu_ms) + " ms > " +
                                                    std::to_string(limits.time_ms) + " ms"};
    if (run.idle_timeout)
        return {Verdict::TLE,
                fmt::format("idle: waited {:.1f} s using {} ms of CPU (sleeping or blocked, not computing)",
                            static_cast<double>(run.wall_us) / 1e6, cpu_ms),
                TimeClock::idle};
    if (run.wall_timeout)
        return {Verdict::TLE,
                fmt::format("the machine gave it {} ms of CPU in {:.1f} s of wall clock: too busy to judge it "
                            "(try --jobs 1, or a quieter moment)",
                            cpu_ms, static_cast<double>(run.wall_us) / 1e6),
                TimeClock::wall};
    if (run.signal && *run.signal == SIGXFSZ)
        return {Verdict::RE, fmt::format("killed by SIGXFSZ: it wrote a file past the {} KiB a file may have (the "
                                         "output limit)",
                                         limits.output_kib)};
    if (run.signal) return {Verdict::RE, "killed by " + signal_name(*run.signal)};
    // An allocation that failed under the address-space limit (no memory
    // cgroup): the driver's new-handler says so.
    if (run.exit_code && *run.exit_code == judge_status::k_out_of_memory)
        return {Verdict::MLE, "an allocation failed (the driver's exit " +
                                  std::to_string(judge_status::k_out_of_memory) + ", taken as said: under the " +
                                  std::to_string(limits.memory_mib) + " MiB limit, peak measured " +
                                  std::to_string(run.memory_kib / 1024) + " MiB)"};
    if (run.exit_code && *run.exit_code == judge_status::k_stack_overflow)
        return {Verdict::RE, fmt::format("stack overflow: the stack passed its {} MiB (recursion too deep or without "
                                         "end, or local arrays too large for the stack; the driver's exit {})",
                                         limits.stack_mib, judge_status::k_stack_overflow)};
    if (run.exit_code && *run.exit_code == judge_status::k_recursion_limit)
        return {Verdict::RE, fmt::format("recursion too deep: past Python's recursion limit (a RecursionError; "
                                         "the driver's exit {}; the traceback is what the program printed)",
                                         judge_status::k_recursion_limit)};
    if (run.exit_code && *run.exit_code == judge_status::k_exception)
        return {Verdict::RE, fmt::format("an exception (the driver's exit {}; the traceback is what the program "
                                         "printed)",
                                         judge_status::k_exception)};
    // The driver's own failures cannot have happened on an input the judge
    // has checked, unless the solution ended or damaged the process.
    if (run.exit_code && judge_status::is_driver_failure(*run.exit_code))
        return {Verdict::RE, "exit code " + std::to_string(*run.exit_code) +
                                 " (the driver's code for a failure of its own, on an input the judge had checked: "
                                 "the solution ended the process, or closed or replaced its descriptors)"};
    if (run.exit_code && *run.exit_code != 0) return {Verdict::RE, "exit code " + std::to_string(*run.exit_code)};
    if (!check.ok) return {Verdict::WA, check.message};
    return {Verdict::AC, ""};
}

}  // namespace judge
