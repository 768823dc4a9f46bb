// judge export FILE: the submission and the driver as one self-contained .cpp.
#include <fmt/format.h>


#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "safe_text.hpp"
#include "export_source.hpp"
#include "language.hpp"
#include "python_program.hpp"
#include "session.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "user_config.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct ExportOptions {
    std::string file, problem, input, output = "-", compiler, lang;
    bool force = false;
};

// An existing regular file is kept unless --force; the solution itself
// always (a device or a FIFO is written through, as every report is).
void check_output(const ExportOptions& opt) {
    if (opt.output == "-") return;
    std::error_code ec;
    if (fs::equivalent(opt.output, opt.file, ec))
        throw JudgeError(opt.output + ": is the solution itself; export writes a new file beside it");
    if (fs::is_regular_file(opt.output, ec) && !opt.force)
        throw JudgeError(opt.output + ": already exists; pass --force to overwrite it");
    // A link another user planted there is refused before any work.
    if (!names_stdout(opt.output)) check_write_target(opt.output, opt.output);
}

int run_export(const ExportOptions& opt) {
    const fs::path root = project_root();
    Problem problem = find_problem(root, resolve_problem_id(opt.file, opt.problem));
    const std::string text = read_text_file(opt.file, "solution file", true);  // missing, empty or binary: exit 2
    if (language_of(opt.file, parse_language(opt.lang)) == Language::python3) {
        const std::string run_as = opt.output == "-" ? std::string("solution.py") : shell_word(opt.output);
        const std::string case_in = opt.input.empty() ? std::string("CASE.in") : shell_word(opt.input);
        if (!opt.input.empty()) read_text_file(opt.input, "input file", true);
        const std::string header = "# " + problem.id + " " + on_terminal(problem.title) + ": " +
                                   on_terminal(opt.file) + " with the judge's driver, for a plain python3:\n#   python3 " +
                                   on_terminal(run_as) + " " + on_terminal(case_in) + "      (or < " +
                                   on_terminal(case_in) + "; under pdb: python3 -m pdb " + on_terminal(run_as) + " " +
                                   on_terminal(case_in) + ")\n";
        const std::string source = python_export_source(problem.signature, text, header, root / "judge" / "runtime");
        check_output(opt);
        write_report_file(opt.output, source);
        if (opt.output != "-")
            fmt::print(stderr, "wrote {}: run it with python3 {} {}\n", visible(opt.output), on_terminal(run_as),
                       on_terminal(case_in));
        return 0;
    }
    const Compiler compiler = chosen_compiler(opt.compiler);
    std::string source =
        export_source(problem, fs::absolute(opt.file), opt.file, root / "judge" / "runtime", compiler);
    if (!opt.input.empty()) {
        read_text_file(opt.input, "input file", true);
        source = "// The case: ./solution < " + on_terminal(shell_word(opt.input)) + "\n" + source;
    }
    check_output(opt);
    write_report_file(opt.output, source);
    if (opt.output != "-")
        fmt::print(stderr, "wrote {}: build it with {} {} -o solution{}\n", visible(opt.output),
                   compile_command(compiler, problem.compile_flags, true), on_terminal(shell_word(opt.output)),
                   opt.input.empty() ? "" : ", run it with ./solution < " + on_terminal(shell_word(opt.input)));
    return 0;
}

}  // namespace

CommandSpec export_command() {
    auto opt = std::make_shared<ExportOptions>();
    return {"export",
            "The solution and a main as one .cpp that a plain clang++ or g++ builds (a Python one: one .py for python3)",
            "Example:\n  bin/judge export mine.cpp --problem 913 -o mine_full.cpp\n"
            "  clang++-19 -std=c++23 -g mine_full.cpp -o mine && ./mine < testcases/913/examples/1.in",
            {
                solution_argument(&opt->file),
                problem_option(&opt->problem),
                {"--input", &opt->input, "a case to name in the file's first line"},
                {"-o,--output", &opt->output, "where to write it (default: stdout)"},
                {"--force", &opt->force, "overwrite an existing file (never the solution itself)"},
                compiler_option(&opt->compiler),
                lang_option(&opt->lang),
            },
            [opt] { return run_export(*opt); }};
}

}  // namespace judge
