#include "outside_text.hpp"
#include "export_source.hpp"

#include <fmt/format.h>

#include "driver.hpp"
#include "driver_status.hpp"
#include "safe_text.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_mark = "exported by `judge export`";

// Every line `#include "<path>"` replaced by `text`, once.
void inline_include(std::string& unit, const fs::path& path, const std::string& text) {
    const std::string line = "#include \"" + path.string() + "\"\n";
    if (auto at = unit.find(line); at != std::string::npos) unit.replace(at, line.size(), text);
}

// A header's text without its `#pragma once` (a warning in a main file).
std::string header_body(const fs::path& header) {
    std::string text = read_file_bytes(header);
    if (auto at = text.find("#pragma once\n"); at != std::string::npos) text.erase(at, 13);
    return "// ---- judge/runtime/" + header.filename().string() + " ----\n" + text;
}

}  // namespace

std::string compile_command(Compiler compiler, const std::vector<std::string>& flags, bool debug) {
    std::string command = fs::path(compiler_program(compiler)).filename().string();
    for (const auto& f : flags)
        if (!debug || f.rfind("-std=", 0) == 0) command += " " + f;
    if (debug) command += " -g -O0";
    return command;
}

std::string export_source(const Problem& problem, const fs::path& solution, const std::string& display,
                          const fs::path& runtime_dir, Compiler compiler) {
    const fs::path runtime = runtime_dir / "leetcode_io.hpp";
    DriverSources d = generate_driver(problem, solution, runtime);
    inline_include(d.solution_unit, solution,
                   "// ---- " + on_terminal(display) + " ----\n" + std::string(without_bom(read_file_bytes(solution))) + "\n// ---- end of " + on_terminal(display) +
                       " ----\n");
    // The literal reader with its scanner, inlined where it is included.
    std::string io = header_body(runtime);
    inline_include(io, "leetcode_scanner.hpp", header_body(runtime_dir / "leetcode_scanner.hpp"));
    inline_include(d.main_unit, runtime, io);
    // ListNode and TreeNode's literals, when the signature has them.
    std::string nodes = header_body(runtime_dir / "leetcode_nodes.hpp");
    inline_include(nodes, "leetcode_io.hpp", "");
    inline_include(d.main_unit, runtime_dir / "leetcode_nodes.hpp", nodes);
    // driver_main.hpp includes its neighbours by name: the status codes
    // inlined there, the literal reader already above.
    std::string main_body = header_body(runtime_dir / "driver_main.hpp");
    inline_include(main_body, "driver_status.hpp", header_body(runtime_dir / "driver_status.hpp"));
    inline_include(main_body, "leetcode_io.hpp", "");
    inline_include(d.main_unit, runtime_dir / "driver_main.hpp", main_body);
    return fmt::format(
        "// {} for LeetCode {} ({}), {}: one file, no judge needed.\n"
        "// Judged with:    {} (judge --compiler {})\n"
        "// Build and run:  {} this.cpp -o solution && (ulimit -s {}; ./solution < case.in)\n"
        "// stdin: one argument a line, in LeetCode's syntax; stdout: the result. The stack as the judge gives\n"
        "// it (four times its {} MiB: frames are larger at -O0); exit {} is a stack overflow.\n\n{}\n{}",
        on_terminal(display), problem.id, on_terminal(problem.title), k_mark, compile_command(compiler, problem.compile_flags),
        compiler_name(compiler), compile_command(compiler, problem.compile_flags, true), problem.limits.stack_mib * 4096,
        problem.limits.stack_mib, judge_status::k_stack_overflow, d.solution_unit, d.main_unit);
}

bool is_exported_source(const std::string& source) {
    return source.substr(0, 1024).find(k_mark) != std::string::npos;  // its first lines
}

std::string exported_source_headline(const std::string& display) {
    return display + ": written by judge export, it holds the judge's driver and a main of its own; submit the "
                     "solution it was made from (or build this one with a plain compiler, as its first lines say)";
}

}  // namespace judge
