// What every command works with: the project root, the process runner and
// the build cache. Built once in a command; tests build their own.
#pragma once

#include <filesystem>
#include <memory>

#include "build_cache.hpp"
#include "process.hpp"
#include "sandbox.hpp"

namespace judge {

struct Session {
    std::filesystem::path root;
    SandboxCaps sandbox;
    std::unique_ptr<ProcessRunner> runner;
    std::unique_ptr<BuildCache> cache;

    std::filesystem::path runtime_dir() const { return root / "judge" / "runtime"; }
    std::filesystem::path runtime_header() const { return runtime_dir() / "leetcode_io.hpp"; }
};

// The real session: project_root(), the POSIX runner, the disk cache
// (none under JUDGE_NO_CACHE=1 or without a home folder).
Session open_session();

}  // namespace judge
