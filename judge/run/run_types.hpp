// What a run asks for and what was measured: the words both runners share,
// the trusted one (tool_runner.hpp) and the sandbox (sandbox.hpp). Every
// field means the same in each; none is ignored by either.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace judge {

struct RunSpec {
    std::filesystem::path program;
    std::vector<std::string> args;
    std::vector<std::string> environment;        // "KEY=value"; empty: a minimal PATH only
    std::string stdin_data;                      // all of it, then end of file
    std::int64_t cpu_limit_ms = 0;               // 0: none
    std::int64_t wall_limit_ms = 0;              // 0: none; a backstop where idle_limit_ms is set
    // 0: none. Stopped once idle this long: neither computing nor waiting for
    // a CPU (sleeping, blocked). A run the machine starves of the CPU is not
    // idle: its wall clock is not its own doing (run_activity.hpp).
    std::int64_t idle_limit_ms = 0;
    std::int64_t memory_limit_kib = 0;           // the limit the verdict uses; 0: none
    // RLIMIT_STACK of the main thread; 0: as large as the memory limit. A
    // recursion without end reaches it long before the memory or time limit.
    std::int64_t stack_limit_kib = 0;
    std::int64_t output_limit_bytes = 64 << 20;  // stdout + stderr together
    std::int64_t stderr_keep_bytes = 64 << 10;   // the rest of stderr is dropped
    // RLIMIT_FSIZE: the largest file the program may write (0: one byte past
    // the output limit). A compiler writes objects far larger than its diagnostics.
    std::int64_t file_size_limit_bytes = 0;
};

// What was measured; no judgement. Verdicts are made in verdict.cpp.
struct RunOutcome {
    std::int64_t cpu_us = 0;  // user + system of the child
    std::int64_t wall_us = 0;
    std::int64_t memory_kib = 0;   // peak resident set
    std::optional<int> exit_code;  // set when the child exited
    std::optional<int> signal;     // set when a signal ended it
    bool wall_timeout = false;     // killed by the wall-clock backstop
    bool cpu_timeout = false;      // stopped once its CPU time passed cpu_limit_ms
    bool idle_timeout = false;     // stopped once idle past idle_limit_ms (a confined tool: idle_watch.hpp)
    bool memory_stopped = false;   // stopped the moment its memory passed the limit
    std::int64_t queued_us = -1;   // time runnable but waiting for a CPU (a busy machine); -1 unknown
    bool output_exceeded = false;  // killed for writing past output_limit_bytes
    std::int64_t output_bytes = -1;  // what it wrote, stdout and stderr together; -1 unknown
    std::string stdout_data;
    std::string stderr_data;
    bool stderr_truncated = false;
};

}  // namespace judge
