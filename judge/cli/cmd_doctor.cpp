// judge doctor: what this machine allows, and what the judge will use.
#include <fmt/format.h>

#include <thread>

#include "build_cache.hpp"
#include "commands.hpp"
#include "sandbox_caps.hpp"
#include "sanitized_build.hpp"

namespace judge {

namespace {

int run_doctor() {
    SandboxCaps caps = detect_sandbox();
    fmt::print("Protections for submitted code:\n");
    for (const auto& line : caps.describe())
        fmt::print("  {}\n", line);
    fmt::print("\nExplaining a failure:\n");
    const std::string sanitizers = sanitizers_missing();
    const std::string why_not = !sanitizers.empty() ? sanitizers
                                : caps.memory_cgroup.empty()
                                    ? "no memory cgroup to bound it (ASan's shadow cannot fit an address-space limit)"
                                    : "";
    fmt::print("  {}  sanitized re-run of a failing test (ASan, UBSan){}\n", why_not.empty() ? "on " : "off",
               why_not.empty() ? "" : ": " + why_not);
    std::error_code ec;
    const bool gdb = std::filesystem::exists("/usr/bin/gdb", ec);
    fmt::print("  {}  judge debug (gdb){}\n", gdb ? "on " : "off", gdb ? "" : ": no /usr/bin/gdb (apt-get install gdb)");
    fmt::print("\nSpeed-ups:\n");
    auto cache = default_cache_dir();
    fmt::print("  {}  compile cache{}\n", cache ? "on " : "off", cache ? ": " + cache->string() : ": no home folder");
    fmt::print("  on   {} cores for --jobs\n", std::max(1u, std::thread::hardware_concurrency()));
    fmt::print("\n{}\n", caps.missing().empty() ? "Every protection is on." : "Off here: " + caps.missing() + ".");
    return 0;
}

}  // namespace

CommandSpec doctor_command() {
    return {"doctor", "Which protections and speed-ups this machine allows", "Example:\n  bin/judge doctor", {},
            [] { return run_doctor(); }};
}

}  // namespace judge
