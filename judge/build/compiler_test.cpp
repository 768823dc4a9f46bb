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
                                        scratch.path()});
    CHECK(r.ok);
    CHECK(r.binary.parent_path() == scratch.path() / "submission");
    REQUIRE(sandbox.compiles.size() == 2);  // main's unit and the solution's (no cache folder: no prelude)
    for (const FileAccess& access : sandbox.compiles)
        for (const auto& [path, how] : access) {
            if (how != LandlockAccess::write) continue;
            CHECK(path == scratch.path() / "submission");  // never the scratch folder itself
        }
}
