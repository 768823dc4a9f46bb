// A session (--mode leetcode) from the judge's side: calls sent to a sandbox
// helper that runs the session's process (helper_session.cpp on its side),
// up to helper::k_window of them on their way, each one's outcome taken in
// turn (see helper_protocol.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "fd.hpp"
#include "helper_link.hpp"
#include "sandbox.hpp"

namespace judge {

// A session's files (see helper::SessionFdSlot): the run's stderr, and
// each slot's for inputs and answers too large for a message and for a
// call's stderr as kept.
struct SessionFiles {
    Fd err;
    std::vector<Fd> inputs, answers, errors;
};

// The session whose process the helper has just started (run `run_id`),
// with these files. `release` takes the helper back once the process has
// ended (it serves the next run); dropped before then, the helper is
// stopped with it.
std::unique_ptr<RunSession> helper_session(std::unique_ptr<Helper> helper, SandboxRequest request, std::uint64_t run_id,
                                           SessionFiles files, std::function<void(std::unique_ptr<Helper>)> release);

}  // namespace judge
