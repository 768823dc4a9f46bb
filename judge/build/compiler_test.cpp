#include "compiler.hpp"

#include <doctest/doctest.h>

#include "error.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

// Records what each confined compile may touch; every compile "succeeds" without running.
class RecordingSandbox : public Sandbox {
public:
    std::vector<FileAccess> compiles;
    RunOutcome run(const SandboxRequest&) override { throw JudgeError("no runs here"); }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override { throw JudgeError("no sessions"); }
    RunOutcome run_confined(const ToolRequest&, const FileAccess& access) override {
        compiles.push_back(access);
        RunOutcome o;
        o.exit_code = 0;
        return o;
    }
};

class NoCache : public BuildCache {
public:
    bool fetch(const std::string&, const fs::path&) override { return false; }
    void store(const std::string&, const fs::path&) override {}
    std::optional<fs::path> folder() const override { return std::nullopt; }
};

}  // namespace

TEST_CASE("a submission's compile may write only in a folder of its own, not beside the problem's tools") {
    ScratchDir scratch;
    const fs::path solution = scratch.path() / "mine.cpp";
    write_text_file(solution, "class Solution { public: int catMouseGame(vector<vector<int>>& g) { return 0; } };\n");
    RecordingSandbox sandbox;
    NoCache cache;
    const fs::path root = project_root();
    Problem problem = find_problem(root, "913");
    CompileResult r = compile_solution(sandbox, cache, problem,
                                       {solution, "mine.cpp", root / "judge" / "runtime" / "leetcode_io.hpp",
                                        scratch.path(), k_default_compiler});
    CHECK(r.ok);
    CHECK(r.binary.parent_path() == scratch.path() / "submission");
    REQUIRE(sandbox.compiles.size() == 2);  // main's unit and the solution's (no cache folder: no prelude)
    for (const FileAccess& access : sandbox.compiles)
        for (const auto& [path, how] : access) {
            if (how != LandlockAccess::write) continue;
            CHECK(path == scratch.path() / "submission");  // never the scratch folder itself
        }
}

namespace {

// Every compile ends as told: a CPU timeout, the wall backstop, or silence.
class StoppedSandbox : public RecordingSandbox {
public:
    RunOutcome outcome;
    std::vector<std::int64_t> wall_limits;
    RunOutcome run_confined(const ToolRequest& r, const FileAccess&) override {
        wall_limits.push_back(r.wall_limit_ms);
        return outcome;
    }
};

CompileResult compile_stopped(StoppedSandbox& sandbox) {
    ScratchDir scratch;
    const fs::path solution = scratch.path() / "mine.cpp";
    write_text_file(solution, "class Solution { public: int catMouseGame(vector<vector<int>>& g) { return 0; } };\n");
    NoCache cache;
    const fs::path root = project_root();
    Problem problem = find_problem(root, "913");
    // main's unit is built first: its failure is the judge's, the solution's a CE.
    try {
        return compile_solution(sandbox, cache, problem,
                                {solution, "mine.cpp", root / "judge" / "runtime" / "leetcode_io.hpp", scratch.path(),
                                 k_default_compiler});
    } catch (const JudgeError& e) {
        CompileResult r;
        r.headline = e.what();
        return r;
    }
}

}  // namespace

TEST_CASE("a compile stopped by a limit says which, in a headline that is never empty, and the wall clock only backs up the CPU") {
    StoppedSandbox sandbox;
    sandbox.outcome.cpu_timeout = true;
    sandbox.outcome.signal = 9;
    CompileResult r = compile_stopped(sandbox);
    CHECK_FALSE(r.ok);
    CHECK(r.headline.find("the compiler was stopped: it used its 60 s of CPU") != std::string::npos);
    REQUIRE_FALSE(sandbox.wall_limits.empty());
    CHECK(sandbox.wall_limits.front() >= 600'000);  // a busy machine's compile is not cut by the clock
    sandbox.outcome = {};
    sandbox.outcome.wall_timeout = true;
    sandbox.outcome.signal = 9;
    sandbox.outcome.cpu_us = 1'500'000;
    r = compile_stopped(sandbox);
    CHECK(r.headline.find("the compiler was stopped: it ran 600 s on the clock with 1500 ms of CPU") != std::string::npos);
}
