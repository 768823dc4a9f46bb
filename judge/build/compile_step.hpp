// The compile step's two ways (a trusted tool's, or confined through the
// sandbox) and the precompiled prelude it builds with: compiler.cpp's and
// prelude.cpp's shared insides, not for other layers.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "build_cache.hpp"
#include "sandbox.hpp"
#include "tool_runner.hpp"
#include "toolchain.hpp"

namespace judge {

// How the compiler runs: as a trusted tool, or confined to what it may
// read and write (a submission's compile step, through the sandbox).
struct CompileStep {
    std::function<RunOutcome(const ToolRequest&, const FileAccess&)> run;
    bool confined = false;
};

inline CompileStep trusted(ToolRunner& tools) {
    return {[&tools](const ToolRequest& r, const FileAccess&) { return tools.run(r); }, false};
}

inline CompileStep confined(Sandbox& sandbox) {
    return {[&sandbox](const ToolRequest& r, const FileAccess& access) { return sandbox.run_confined(r, access); },
            true};
}

// The file a prelude folder's compiler takes.
std::filesystem::path prelude_file(Compiler c, const std::filesystem::path& dir);

// A folder holding LeetCode's prelude precompiled by this compiler with
// these flags (prelude.cpp); empty when there is none.
std::filesystem::path precompiled_prelude(const CompileStep& step, BuildCache& cache, Compiler compiler,
                                          const std::vector<std::string>& flags);

}  // namespace judge
