#include "compiler.hpp"

#include <doctest/doctest.h>

#include <algorithm>

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

namespace {

// main's unit compiles; the solution's ends as told, under either compiler.
class FailingSolutionSandbox : public RecordingSandbox {
public:
    RunOutcome solution_outcome;
    bool other_compiles = true;
    std::vector<std::string> programs;  // of the solution's compiles, in order
    RunOutcome run_confined(const ToolRequest& r, const FileAccess&) override {
        RunOutcome o;
        o.exit_code = 0;
        const bool solution_unit = std::any_of(r.args.begin(), r.args.end(), [](const std::string& a) {
            return fs::path(a).filename() == "driver.cpp";
        });
        if (!solution_unit) return o;
        programs.push_back(r.program.string());
        if (programs.size() == 1) return solution_outcome;
        o.exit_code = other_compiles ? 0 : 1;
        return o;
    }
};

CompileResult compile_with(FailingSolutionSandbox& sandbox, Compiler compiler, const std::string& source) {
    ScratchDir scratch;
    const fs::path solution = scratch.path() / "mine.cpp";
    write_text_file(solution, source);
    NoCache cache;
    const fs::path root = project_root();
    Problem problem = find_problem(root, "913");
    return compile_solution(sandbox, cache, problem,
                            {solution, "mine.cpp", root / "judge" / "runtime" / "leetcode_io.hpp", scratch.path(),
                             compiler});
}

}  // namespace

TEST_CASE("a CE is tried under the other compiler, and the headline says when that one takes it") {
    const std::string deducing = "class Solution { public: int catMouseGame(vector<vector<int>>& g) { auto f = "
                                 "[](this auto&& self) { return 0; }; return f(); } };\n";
    FailingSolutionSandbox sandbox;
    sandbox.solution_outcome.exit_code = 1;
    sandbox.solution_outcome.stderr_data = "mine.cpp:1:80: error: expected identifier before 'this'\n";
    CompileResult r = compile_with(sandbox, Compiler::gcc, deducing);
    CHECK_FALSE(r.ok);
    CHECK(r.other_compiler_compiles);
    CHECK(r.headline == "C++23's deducing this: compile with --compiler clang (LeetCode's default)");
    CHECK(sandbox.programs == std::vector<std::string>{compiler_program(Compiler::gcc), compiler_program(Compiler::clang)});
    // The other one fails too: the compiler's own headline.
    FailingSolutionSandbox both;
    both.other_compiles = false;
    both.solution_outcome = sandbox.solution_outcome;
    r = compile_with(both, Compiler::gcc, deducing);
    CHECK_FALSE(r.other_compiler_compiles);
    CHECK(r.headline == "mine.cpp:1:80: error: expected identifier before 'this'");
}

TEST_CASE("a compile a limit stopped is not tried again under the other compiler") {
    FailingSolutionSandbox sandbox;
    sandbox.solution_outcome.cpu_timeout = true;
    sandbox.solution_outcome.signal = 9;
    CompileResult r = compile_with(sandbox, Compiler::clang, "class Solution {};\n");
    CHECK_FALSE(r.ok);
    CHECK(r.stopped);
    CHECK_FALSE(r.other_compiler_compiles);
    CHECK(sandbox.programs.size() == 1);
}
