// judge export FILE: the submission and the driver as one self-contained .cpp.
#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "export_source.hpp"
#include "session.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct ExportOptions {
    std::string file, problem, input, output = "-";
};

int run_export(const ExportOptions& opt) {
    const fs::path root = project_root();
    Problem problem = find_problem(root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);  // missing, empty or binary: exit 2
    std::string source = export_source(problem, fs::absolute(opt.file), opt.file, root / "judge" / "runtime");
    if (!opt.input.empty()) {
        read_text_file(opt.input, "input file", true);
        source = "// The case: ./solution < " + opt.input + "\n" + source;
    }
    write_report_file(opt.output, source);
    if (opt.output != "-")
        fmt::print(stderr, "wrote {}: build it with g++ -std=c++20 -g -O0 {} -o solution{}\n", opt.output, opt.output,
                   opt.input.empty() ? "" : ", run it with ./solution < " + opt.input);
    return 0;
}

}  // namespace

void add_export_command(CLI::App& app, Action& action) {
    auto opt = std::make_shared<ExportOptions>();
    CLI::App* cmd = app.add_subcommand("export", "The solution and a main as one .cpp that a plain g++ builds");
    cmd->footer("Example:\n  bin/judge export mine.cpp --problem 913 -o mine_full.cpp\n"
                "  g++ -std=c++20 -g mine_full.cpp -o mine && ./mine < testcases/913/examples/1.in");
    cmd->add_option("file", opt->file, "the solution: a LeetCode-style class Solution")->required();
    cmd->add_option("--problem", opt->problem, "problem id (inferred from solutions/<id>/... or the file name)");
    cmd->add_option("--input", opt->input, "a case to name in the file's first line");
    cmd->add_option("-o,--output", opt->output, "where to write it (default: stdout)");
    cmd->callback([opt, &action] { action = [opt] { return run_export(*opt); }; });
}

}  // namespace judge
