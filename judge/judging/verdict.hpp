// Verdicts, decided in one place from what was measured against the real
// limits (after the run, as go-judge does), never from how a run ended alone.
#pragma once

#include <string>

#include "checker.hpp"
#include "problem.hpp"
#include "sandbox.hpp"

namespace judge {

enum class Verdict { AC, WA, TLE, MLE, RE, OLE, CE, IE };

const char* verdict_name(Verdict v);

// Which clock decided a run's time: its CPU time (every run that ended or
// was stopped on its CPU time), its idleness (stopped after waiting, not
// computing, past the idle limit), or the wall-clock backstop (a run the
// machine gave too little CPU to reach either, far past both).
enum class TimeClock { cpu, idle, wall };
const char* clock_name(TimeClock c);

struct Judgement {
    Verdict verdict;
    std::string reason;  // why, in a few words: "CPU 2012 ms > 1000 ms"
    TimeClock clock = TimeClock::cpu;
};

// Order: output limit, memory (the run was stopped the moment it passed the
// limit, or its measured peak is over it: past the memory limit is MLE even
// if its time ran out too), time (CPU over the limit; idle past the idle
// limit; the wall backstop), crash or non-zero exit, and only then the checker.
Judgement classify(const RunOutcome& run, const Limits& limits, const CheckResult& check);

// How far a CPU time may stray from one run to the next on a busy machine
// (bench/noise.sh measures it): a run that ends within this of the limit,
// above it, is measured again (grader.cpp), and a run is only stopped this
// far past the limit, so that such a run ends on its own.
std::int64_t time_margin_ms(std::int64_t time_limit_ms);

// Whether a TLE was decided by a CPU time close enough to the limit to be
// noise: the run ended on its own within time_margin_ms past the limit.
bool near_time_limit(const RunOutcome& run, const Limits& limits);

// The limits a test run gets for a problem's limits: the CPU limit plus the
// margin (the verdict still compares with the limit), the idle limit, and
// the wall backstop far past both.
std::int64_t cpu_stop_ms(std::int64_t time_limit_ms);
std::int64_t idle_limit_ms(std::int64_t time_limit_ms);
std::int64_t wall_backstop_ms(std::int64_t time_limit_ms);

// "SIGSEGV" for 11, "signal 77" for the unknown.
std::string signal_name(int signal);

}  // namespace judge
