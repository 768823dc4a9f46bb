// One sandbox helper process as the runner holds it: its pid, its socket,
// its folder and its cgroup; and the two halves of every exchange with it,
// a request sent (with its descriptors) and its reply awaited. Killed, with
// its whole PID namespace, and its folder removed when dropped.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgroup.hpp"
#include "error.hpp"
#include "fd.hpp"
#include "helper_folder.hpp"
#include "helper_protocol.hpp"
#include "interrupts.hpp"
#include "run_identity.hpp"
#include "sandbox.hpp"

namespace judge {

// A helper that died before it was given the run.
struct HelperGone : JudgeError {
    using JudgeError::JudgeError;
};

struct Helper {
    std::optional<ReservedId> id;  // as root: its runs' user and group (released last)
    pid_t pid = -1;
    Fd socket;
    HelperFolder folder;
    std::unique_ptr<RunCgroup> cgroup;  // the helper is in it, and so is each of its runs
    std::unique_ptr<interrupts::Registration> on_interrupt;
    std::vector<std::string> visible;  // what its runs see of the machine (SandboxRequest::visible)

    ~Helper();  // the members go after: the folder once the process is gone
};

// The request and the run's descriptors; throws HelperGone if the helper is.
void send_request(Helper& helper, const helper::Request& wire, const SandboxRequest& request,
                  const std::vector<int>& fds);

// The helper's next message: `size` bytes, or at least that many when
// `rest` may take what follows the record. The helper enforces the wall
// limit; the deadline here only guards against the helper itself.
std::string await_reply_message(Helper& helper, std::int64_t wall_limit_ms, std::size_t size, bool rest);

// The reply record to run `run_id`.
template <class R>
R await_reply(Helper& helper, std::int64_t wall_limit_ms, std::uint64_t run_id, std::string* rest = nullptr) {
    const std::string message = await_reply_message(helper, wall_limit_ms, sizeof(R), rest != nullptr);
    R reply;
    std::memcpy(&reply, message.data(), sizeof reply);
    if (rest) *rest = message.substr(sizeof reply);
    if (reply.run_id != run_id) throw JudgeError("the sandbox helper answered another run");
    return reply;
}

// What a reply (a run's or a call's) measured, as the run's outcome: times,
// which limit stopped it, how long it waited for a core. Memory and exit
// are each reply's own.
template <class R>
RunOutcome measured(const R& reply) {
    RunOutcome o;
    o.cpu_us = reply.cpu_us;
    o.wall_us = reply.wall_us;
    o.wall_timeout = reply.wall_timeout != 0;
    o.cpu_timeout = reply.cpu_timeout != 0;
    o.idle_timeout = reply.idle_timeout != 0;
    o.memory_stopped = reply.memory_over != 0;
    o.queued_us = reply.queued_us;
    return o;
}

}  // namespace judge
