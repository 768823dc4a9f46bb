// The wire between the judge and a sandbox helper (sandbox_helper.cpp): one
// SOCK_SEQPACKET socket, one message per request or reply, descriptors
// passed alongside (SCM_RIGHTS). Fixed-size records; a request is followed
// by its arguments and environment, NUL-separated.
#pragma once

#include "fd.hpp"

#include <sys/resource.h>
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace judge::helper {

// Descriptors sent with a request, in this order; then, where the run's
// memory cgroup raises an alarm (Request::memory_alarm), its two descriptors.
enum FdSlot { k_program = 0, k_stdin = 1, k_stdout = 2, k_stderr = 3, k_fixed_fds = 4 };
enum AlarmFdSlot { k_alarm_wake = 4, k_alarm_check = 5, k_fds_with_alarm = 6 };
// How the memory cgroup says the run passed its memory limit:
// cgroup v1: an eventfd registered on memory.usage_in_bytes at the limit
// (it wakes on any crossing, up or down), checked against the peak
// (memory.max_usage_in_bytes, reset before the run): over the limit or not.
// cgroup v2: memory.events, which wakes poll() with POLLPRI when it changes;
// its "high" count (memory.high is the limit) rising during the run.
enum MemoryAlarm : std::int32_t { k_alarm_none = 0, k_alarm_v1_threshold = 1, k_alarm_v2_events = 2 };
// A session's (the run kept across calls, --mode leetcode): the run's stdin
// and stdout are pipes of the helper's; the judge hands over each call's
// input and takes each answer through files of its own, never the run's.
// The judge sends up to k_window calls ahead of their answers (the helper
// still takes them one at a time, each after the answer before), so that
// its own work on an answer overlaps the next call. Call i's input, when
// not in its message, and its answer, when not in its reply, are in the
// files of slot i % k_window: the judge writes slot s again only after it
// has the answer of the call before that used it.
// The output limit is a call's, as a run's is the run's: at each answer
// the helper copies what the call wrote to the run's stderr file (up to
// Request::stderr_keep bytes) to the slot's stderr file, and empties the
// run's (opened to append), so that what earlier calls wrote counts
// neither against a later call's output limit nor as its memory.
inline constexpr int k_window = 4;
enum SessionFdSlot {
    k_session_program = 0,
    k_session_stderr = 1,                         // the run's
    k_session_inputs = 2,                         // k_window of them
    k_session_answers = 2 + k_window,             // k_window of them
    k_session_errors = 2 + 2 * k_window,          // k_window of them: a call's stderr, as kept
    k_session_fixed = 2 + 3 * k_window,           // then the alarm's two, if any; then the peak, if any
};

enum Kind : std::uint32_t { k_run = 1, k_session = 2, k_call = 3, k_end = 4 };

struct Request {
    std::uint32_t kind = k_run;  // k_run: one run, one Reply; k_session: CallReplies until it ends
    std::uint64_t run_id = 0;
    std::int64_t wall_limit_ms = 0;  // 0: none
    std::int64_t cpu_limit_ms = 0;   // 0: none; the run is stopped once its CPU time passes this
    // 0: none; the run is stopped once it has been idle this long: neither on
    // a CPU nor waiting for one (run_activity.hpp). The wall limit then is
    // only a backstop far past it.
    std::int64_t idle_limit_ms = 0;
    std::int32_t memory_alarm = k_alarm_none;
    std::int64_t memory_alarm_bytes = 0;  // the limit the alarm watches
    rlim_t cpu_seconds = RLIM_INFINITY, address_space = RLIM_INFINITY, stack = RLIM_INFINITY,
           file_size = RLIM_INFINITY;
    std::int32_t args = 0;        // strings after the record: args, then environment
    std::int32_t environment = 0;
    // A session's: 1 when its memory cgroup's peak counter (v1
    // memory.max_usage_in_bytes, v2 memory.peak) comes last among its
    // descriptors. The helper resets it as a call starts and reads it at its
    // answer: a call's peak is its own, whatever the judge is doing then.
    std::int32_t session_peak = 0;
    // A session's: how much of a call's stderr is kept for the judge.
    std::int64_t stderr_keep = 0;
};

// The slot of call `index` (its input and answer files).
inline int slot_of(std::int32_t index) { return ((index % k_window) + k_window) % k_window; }

// The most descriptors a message may come with.
inline constexpr int k_max_fds = 20;
static_assert(k_session_fixed + 3 <= k_max_fds);
// The descriptors a request comes with (a session's: see SessionFdSlot).
int expected_fds(const Request& request);
// Where a request's alarm descriptors are (k_alarm_wake's place).
int alarm_slot(const Request& request);

struct Reply {
    std::uint64_t run_id = 0;
    std::int32_t status = 0;       // as from wait4
    std::int32_t setup_errno = 0;  // the step before exec failed (the run did not start)
    std::int32_t wall_timeout = 0;
    std::int32_t cpu_timeout = 0;  // stopped for passing cpu_limit_ms
    std::int32_t idle_timeout = 0;  // stopped for passing idle_limit_ms
    std::int32_t memory_over = 0;   // stopped by the memory alarm: past the limit
    std::int64_t wall_us = 0, cpu_us = 0, maxrss_kib = 0;
    std::int64_t queued_us = -1;  // waiting for a CPU (the machine's load); -1 unknown
    std::int64_t files_kib = 0;  // what the run left in its folder when that is a tmpfs of ours (memory)
};

// In a session: the next call, or the end. A small input follows the record
// in the message; a large one is in the input file (input_size bytes).
struct Call {
    std::uint32_t kind = k_call;  // or k_end
    std::uint64_t run_id = 0;
    std::int32_t index = 0;
    std::int32_t inline_input = 0;  // 1: the input follows the record
    std::int64_t input_size = 0;
};

// Inputs and answers up to this size travel in the message, not the files.
inline constexpr std::int64_t k_inline_bytes = 32 << 10;
// A session's answer stream kept waiting for its answer, when the run has no
// output limit: past it, the output is over the limit all the same.
inline constexpr std::int64_t k_max_pending_bytes = std::int64_t{1} << 30;
// What the helper reads of the answer stream between two looks at the
// run's clocks (a run that writes without end is still timed).
inline constexpr std::size_t k_read_per_look = 1 << 20;

// The answer to a session's start (index -1) or to a call: answered, or the
// run ended (then as in Reply, with the CPU time not yet charged to a call).
struct CallReply {
    std::uint64_t run_id = 0;
    std::int32_t index = 0;
    std::int32_t answered = 0;  // 1: answered, answer_size bytes after the record (up to k_inline_bytes) or in the answer file
    std::int32_t status = 0, setup_errno = 0, wall_timeout = 0, cpu_timeout = 0, output_exceeded = 0;
    std::int32_t idle_timeout = 0, memory_over = 0;
    std::int64_t cpu_us = 0, wall_us = 0, memory_kib = 0, files_kib = 0, answer_size = 0;
    std::int64_t queued_us = -1;
    // Answered: what the call wrote to stderr, of which its first
    // stderr_kept bytes are in the slot's stderr file; what the run writes
    // after the answer is the next call's. -1: unknown.
    std::int64_t stderr_size = -1, stderr_kept = 0;
};

// The answer stream of a session's run: "@@done <index> <length>\n" and that
// many bytes, per call. Takes the answer of call `index` from the front of
// `pending` (what came before it is dropped); false while it is incomplete.
// Linear in what is pending, whatever bytes it holds; never throws but
// std::bad_alloc.
bool take_answer(std::string& pending, std::int32_t index, std::string& answer);
// The length the header at the front of `pending` announces for call
// `index` (take_answer left it there, waiting for its bytes); 0 if there is
// no whole header there. An announced answer past the output limit is OLE
// at once: waiting for its bytes would wait on a process waiting for its
// next test.
std::size_t awaited_length(const std::string& pending, std::int32_t index);

// A request as a message: the record, then the strings.
std::string encode(const Request& request, const std::vector<std::string>& args,
                   const std::vector<std::string>& environment);
// Splits a message back; false if it is malformed.
bool decode(const std::string& message, Request& request, std::vector<std::string>& args,
            std::vector<std::string>& environment);

// Sends one message with these descriptors; returns false on failure (errno
// set). Unless `wait`, a socket with no room fails at once (EAGAIN).
bool send_message(int socket, const void* data, std::size_t size, const std::vector<int>& fds = {}, bool wait = true);
// Receives one message into `data` and its descriptors (close-on-exec);
// returns its size, 0 at end of stream, -1 on error.
ssize_t receive_message(int socket, std::string& data, std::vector<Fd>& fds);

}  // namespace judge::helper
