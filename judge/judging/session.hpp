// What every command works with: the project root, the runner of trusted
// tools, the sandbox for everything a submission brings, and the build cache. Built once in a command; tests build their own.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <system_error>

#include "build_cache.hpp"
#include "compiler.hpp"
#include "sandbox.hpp"
#include "sandbox_caps.hpp"
#include "tool_runner.hpp"

namespace judge {

struct Session {
    std::filesystem::path root;
    SandboxCaps caps;
    std::unique_ptr<ToolRunner> tools;  // the problem's own programs
    std::unique_ptr<Sandbox> sandbox;   // submissions, the reference judged like one, and their compiles
    std::unique_ptr<BuildCache> cache;
    // What builds the submission and the accepted solutions it is compared
    // with (the problem's own tools are built by g++ whatever this says).
    Compiler compiler = k_default_compiler;

    std::filesystem::path runtime_dir() const { return root / "judge" / "runtime"; }
    std::filesystem::path runtime_header() const { return runtime_dir() / "leetcode_io.hpp"; }
    // A solution's compile in this session: its file (absolute), as the
    // user wrote it, the scratch folder it is built in.
    // Its language: `language` when said (--lang), else by its extension.
    CompileRequest compile_request(const std::filesystem::path& solution, const std::string& display,
                                   const std::filesystem::path& scratch,
                                   std::optional<Language> language = std::nullopt) const {
        // The path as given, made absolute, never resolved through a link
        // nor its ".." taken lexically (after a link, ".." is the link's
        // target's parent): the safe reader walks it name by name as the
        // kernel would, following only this user's (or root's) links.
        // Resolving it here followed anyone's: a student's link to a file
        // only root may read was read as root's own file. (The confined
        // compile sees the judge's copy of its text alone.)
        std::error_code ec;
        std::filesystem::path given = std::filesystem::absolute(solution, ec);
        if (ec) given = solution;
        return {given, display, runtime_header(), scratch, compiler, language_of(solution, language)};
    }
};

// The real session: project_root(), the POSIX runner, the helper sandbox, the disk cache
// (none under JUDGE_NO_CACHE=1 or without a home folder).
Session open_session();

}  // namespace judge
