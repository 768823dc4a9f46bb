// What the sandbox's tests share: a real static program to run
// (tests/fixtures/sandbox_probe.c, built once per test binary run) and a
// fixture holding a real sandbox whose helper is this test binary.
#pragma once

#include "sandbox.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "sandbox_caps.hpp"

namespace judge::testing {

namespace fs = std::filesystem;

// Its folder, removed when the test binary ends (by the process that made
// it: a forked child that exits runs this too, and must leave it).
struct ProbeFolder {
    fs::path path = fs::temp_directory_path() / ("judge-probe-" + std::to_string(::getpid()));
    pid_t owner = ::getpid();
    ProbeFolder() { fs::create_directories(path); }
    ~ProbeFolder() {
        std::error_code ignored;
        if (::getpid() == owner) fs::remove_all(path, ignored);
    }
    ProbeFolder(const ProbeFolder&) = delete;
    ProbeFolder& operator=(const ProbeFolder&) = delete;
};

// Built once per test binary run: tests/fixtures/sandbox_probe.c, static.
inline const fs::path& probe() {
    static const ProbeFolder folder;
    static const fs::path binary = [] {
        ToolRequest cc;
        cc.program = "/usr/bin/gcc";
        cc.args = {"-static", "-O1", "-o", (folder.path / "probe").string(),
                   fs::absolute("tests/fixtures/sandbox_probe.c").string()};
        cc.wall_limit_ms = 60'000;
        RunOutcome o = make_tool_runner()->run(cc);
        REQUIRE_MESSAGE(o.exit_code == 0, o.stderr_data);
        return folder.path / "probe";
    }();
    return binary;
}

// This process's children: the sandbox helpers it started.
inline std::vector<pid_t> helper_pids() {
    std::vector<pid_t> helpers;
    for (const auto& task : fs::directory_iterator("/proc/self/task")) {
        std::ifstream children(task.path() / "children");
        for (pid_t pid; children >> pid;)
            helpers.push_back(pid);
    }
    return helpers;
}

// A run of the probe under these limits (0: none), in the sandbox.
inline SandboxRequest probe_run(std::vector<std::string> args, std::int64_t cpu_ms, std::int64_t wall_ms,
                     std::int64_t memory_kib = 0) {
    SandboxRequest r;
    r.program = probe();
    r.args = std::move(args);
    r.cpu_limit_ms = cpu_ms;
    r.wall_limit_ms = wall_ms;
    r.memory_limit_kib = memory_kib;
    return r;
}

struct Fixture {
    SandboxCaps caps = detect_sandbox();
    std::unique_ptr<Sandbox> runner = make_sandbox(caps, "/proc/self/exe");

    RunOutcome run(std::vector<std::string> args, const std::string& input = "", std::int64_t wall_ms = 5000) {
        SandboxRequest r = probe_run(std::move(args), 2000, wall_ms, 256 << 10);
        r.stdin_data = input;
        r.output_limit_bytes = 1 << 20;
        return runner->run(r);
    }
};

}  // namespace judge::testing
