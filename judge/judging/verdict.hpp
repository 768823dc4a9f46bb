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

struct Judgement {
    Verdict verdict;
    std::string reason;  // why, in a few words: "CPU 2012 ms > 1000 ms"
};

// Order: output limit, memory (measured peak over the limit: a program that
// grows past it is stopped only later, by the address-space backstop, and
// may run out of time on the way), time (CPU over the limit, the wall
// backstop, or SIGXCPU), crash or non-zero exit, and only then the checker.
Judgement classify(const RunOutcome& run, const Limits& limits, const CheckResult& check);

// "SIGSEGV" for 11, "signal 77" for the unknown.
std::string signal_name(int signal);

}  // namespace judge
