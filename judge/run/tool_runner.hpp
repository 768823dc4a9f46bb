// Trusted programs: the problem's own tools (validator, generator,
// explainer) and the compiler building them. A submission never runs here:
// it needs a Sandbox (sandbox.hpp), a different type, so code that runs one
// cannot be written against this runner.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "landlock.hpp"
#include "run_types.hpp"

namespace judge {

struct ToolRequest : RunSpec {
    std::filesystem::path working_dir;  // empty: the judge's own
};

class ToolRunner {
public:
    virtual ~ToolRunner() = default;
    // Throws JudgeError only when the child could not be started at all.
    virtual RunOutcome run(const ToolRequest& request) = 0;
};

// Paths a confined program may use, and how.
using FileAccess = std::vector<std::pair<std::filesystem::path, LandlockAccess>>;

// The POSIX runner: Boost.Process v2, a process group per child, rlimits
// (CPU, address space as a backstop, stack as large as the memory limit,
// no core dumps), wait4 accounting of that one child.
std::unique_ptr<ToolRunner> make_tool_runner();

// The same, for a trusted program fed untrusted files (the compile step of a
// submission, reached only through Sandbox::run_confined): where the kernel
// has Landlock, it sees only `access`, makes no TCP connection and signals
// nothing outside itself; it is stopped once it idles (idle_watch.hpp). As
// root (`as_root`: root with the capabilities to do so) it also runs as a
// reserved id of its own, with no capability, in a view of `access` alone
// (tool_jail.hpp).
RunOutcome run_confined_tool(const ToolRequest& request, const FileAccess& access, bool as_root);

// Starts a long-lived program (Boost.Process v2) with `stdin_fd` as its
// stdin, stdout to /dev/null, the judge's stderr, in a process group of its
// own; returns its pid, to be reaped with waitpid.
pid_t start_background(const std::filesystem::path& program, const std::vector<std::string>& args, int stdin_fd);

}  // namespace judge
