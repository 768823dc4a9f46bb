// The runner of untrusted code: every isolated run goes to a sandbox helper
// (sandbox_helper.hpp), started once per concurrent run and kept for the
// runner's life, so that namespaces, the empty root and the seccomp filter
// are paid once, not per test. Runs that are not isolated (the compiler,
// the problem's tools) go to the plain runner.
#pragma once

#include <filesystem>
#include <memory>

#include "process.hpp"
#include "sandbox.hpp"

namespace judge {

// `helper_program` understands `__sandbox-helper` as its first argument
// (the judge's own executable; the unit-test binary too).
std::unique_ptr<ProcessRunner> make_sandboxed_runner(const SandboxCaps& caps, std::unique_ptr<ProcessRunner> plain,
                                                     std::filesystem::path helper_program);

}  // namespace judge
