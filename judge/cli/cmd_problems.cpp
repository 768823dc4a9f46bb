// judge problems, judge show ID, judge new ID [FILE]: what a learner sees
// before writing code.
#include <fmt/format.h>

#include <fstream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "safe_text.hpp"
#include "error.hpp"
#include "problem.hpp"
#include "report.hpp"
#include "markdown.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

int run_problems() {
    auto problems = list_problems(project_root());
    fmt::print("{:<6} {:<28} {:>8} {:>8} {:>6}\n", "id", "title", "time", "memory", "tests");
    for (const auto& p : problems) {
        std::size_t tests = 0;
        std::error_code ec;
        if (fs::is_directory(p.tests))
            for (const auto& e : fs::recursive_directory_iterator(p.tests, ec))
                tests += e.path().extension() == ".in";
        fmt::print("{:<6} {:<28} {:>5} ms {:>4} MiB {:>6}\n", p.id, p.title, p.limits.time_ms, p.limits.memory_mib,
                   tests);
    }
    return 0;
}

int run_show(const std::string& id) {
    Problem p = find_problem(project_root(), id);
    std::string statement = read_text_file(p.dir / "statement.md", "statement");
    fmt::print("{}", render_markdown(statement, colour_wanted(stdout)));
    fmt::print("\nSignature: {}\nLimits: {} ms CPU, {} MiB memory (this judge's)\n", p.signature.display(),
               p.limits.time_ms, p.limits.memory_mib);
    return 0;
}

struct NewOptions {
    std::string id, file;
    bool force = false;
};

int run_new(const NewOptions& opt) {
    Problem p = find_problem(project_root(), opt.id);
    fs::path file = opt.file.empty() ? fs::path(p.id + "-" + p.slug + ".cpp") : fs::path(opt.file);
    if (fs::is_directory(file))
        throw JudgeError(file.string() + ": is a folder; name the file to write (" + file.string() + "/" + p.id + "-" +
                         p.slug + ".cpp)");
    std::error_code ec;
    if (fs::exists(fs::symlink_status(file, ec)) && !opt.force && !names_stdout(file.string()))
        throw JudgeError(file.string() + ": already exists; pass --force to overwrite it");
    std::string text = fmt::format(
        "// {} {}: write your solution, then\n//   bin/judge submit {} --problem {}\n"
        "class {} {{\npublic:\n    {} {{\n        return {{}};\n    }}\n}};\n",
        p.id, p.title, names_stdout(file.string()) ? p.id + "-" + p.slug + ".cpp" : file.string(), p.id,
        p.signature.class_name, p.signature.display());
    if (names_stdout(file.string())) {
        write_report_file(file.string(), text);  // the template itself, nothing else, on stdout
        return 0;
    }
    write_text_file(file, text, opt.force ? Existing::replace : Existing::refuse);
    fmt::print("wrote {}\n", visible(file.string()));
    return 0;
}

}  // namespace

CommandSpec problems_command() {
    return {"problems", "List the problems with their limits", "Example:\n  bin/judge problems", {},
            [] { return run_problems(); }};
}

CommandSpec show_command() {
    auto id = std::make_shared<std::string>();
    return {"show", "Print a problem's statement", "Example:\n  bin/judge show 913",
            {{"id", id.get(), "problem id", true}},
            [id] { return run_show(*id); }};
}

CommandSpec new_command() {
    auto opt = std::make_shared<NewOptions>();
    return {"new",
            "Write a solution template with the problem's exact signature",
            "Example:\n  bin/judge new 913              # writes ./913-cat-and-mouse.cpp\n"
            "  bin/judge new 1728 mine.cpp --force",
            {
                {"id", &opt->id, "problem id", true},
                {"file", &opt->file, "where to write it (default: ./<id>-<slug>.cpp)"},
                {"--force", &opt->force, "overwrite an existing file"},
            },
            [opt] { return run_new(*opt); }};
}

}  // namespace judge
