// judge problems, judge show ID, judge new ID [FILE]: what a learner sees
// before writing code.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include "columns.hpp"
#include "outside_text.hpp"
#include "commands.hpp"
#include "safe_text.hpp"
#include "error.hpp"
#include "history.hpp"
#include "plural.hpp"
#include "problem.hpp"
#include "report.hpp"
#include "markdown.hpp"
#include "node_types.hpp"
#include "cli_words.hpp"
#include "language.hpp"
#include "python_program.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Your standing per problem from the history (LeetCode's solved list); none
// when there is no history, or it cannot be read (said once on stderr).
std::map<std::string, History::Standing> standings() {
    const fs::path file = default_history_file();
    if (!fs::exists(file)) return {};
    try {
        return History(file).standings();
    } catch (const JudgeError& e) {
        std::fprintf(stderr, "judge: no standing from the history: %s\n", e.what());
        return {};
    }
}

int run_problems() {
    auto problems = list_problems(project_root());
    auto mine = standings();
    // The title column as wide as the longest title (102's is 33 characters).
    std::size_t width = 5;
    auto title_of = [](const Problem& p) { return on_terminal(p.title) + (p.imported ? " (imported)" : ""); };
    for (const auto& p : problems)
        width = std::max(width, columns(title_of(p)));
    fmt::print("{:<6} {:<{}} {:>8} {:>8} {:>6}  {}\n", "id", "title", width, "time", "memory", "tests", "yours");
    for (const auto& p : problems) {
        // "?" where part of the tests cannot be listed (submit names what).
        std::string tests = "0";
        std::error_code ec;
        if (fs::is_directory(p.tests, ec)) {
            std::size_t count = 0;
            fs::recursive_directory_iterator it(p.tests, ec);
            for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                count += it->path().extension() == ".in";
            tests = ec ? "?" : std::to_string(count);
        }
        std::string yours = "-";
        if (auto it = mine.find(p.id); it != mine.end()) {
            const auto& st = it->second;
            const std::string attempts = counted(st.attempts, "attempt", "attempts");
            // Why none counted, when some ran on every test but under other limits.
            std::vector<std::string> why;
            if (st.own_limits) why.push_back(counted(st.own_limits, "run", "runs") + " under limits of your own");
            if (st.sanitized) why.push_back(counted(st.sanitized, "run", "runs") + " under the sanitizers' limits");
            std::string reasons;
            for (const auto& w : why) reasons += (reasons.empty() ? " (" : "; ") + w;
            if (!reasons.empty()) reasons += ")";
            yours = st.best.empty() ? fmt::format("not yet on the full set within its limits{}, {}", reasons, attempts)
                    : st.best == "AC"
                        ? fmt::format("solved (AC), {}", attempts)
                        : fmt::format("best {} {}/{}, {}", st.best, st.passed, st.total, attempts);
        }
        fmt::print("{:<6} {:<{}} {:>5} ms {:>4} MiB {:>6}  {}\n", p.id, title_of(p), width, p.limits.time_ms,
                   p.limits.memory_mib, tests, yours);
    }
    return 0;
}

int run_show(const std::string& id, bool hints) {
    Problem p = find_problem(project_root(), id);
    bool had_hints = false;
    std::string statement = read_text_file(p.dir / "statement.md", "statement");
    if (!hints) statement = without_hints(statement, &had_hints);
    fmt::print("{}", render_markdown(statement, colour_wanted(stdout)));
    if (had_hints) fmt::print("\n(hints about wrong approaches: judge show {} --hints)\n", p.id);
    fmt::print("\nSignature: {}\nLimits: {} ms CPU ({} ms for Python 3), {} MiB memory (this judge's)\n",
               p.signature.display(), p.limits.time_ms, p.limits.for_python().time_ms, p.limits.memory_mib);
    return 0;
}

// The class as LeetCode's editor shows it: its comment block with
// ListNode's and TreeNode's definitions above it, when the signature has
// them; a design class's constructor and methods, and how they are called.
std::string solution_template(const Signature& sig) {
    std::string out = node_comment_block(nodes_used(sig)) + "class " + sig.class_name + " {\npublic:\n";
    auto method = [&](const std::string& returns, const std::string& name, const std::vector<Parameter>& params) {
        const bool returns_value = !returns.empty() && returns != "void";
        out += "    " + declaration(returns, name, params) + " {\n" + (returns_value ? "        return {};\n" : "\n") +
               "    }\n";
    };
    if (!sig.design) {
        method(sig.returns.cpp_name(), sig.method, sig.params);
        return out + "};\n";
    }
    method("", sig.class_name, sig.constructor);
    for (const auto& m : sig.methods) {
        out += "\n";
        method(m.returns.cpp_name(), m.name, m.params);
    }
    out += "};\n\n/**\n * Your " + sig.class_name + " object will be instantiated and called as such:\n";
    auto names = [](const std::vector<Parameter>& params) {
        std::string s;
        for (const auto& p : params)
            s += (s.empty() ? "" : ",") + p.name;
        return s;
    };
    out += " * " + sig.class_name + "* obj = new " + sig.class_name + "(" + names(sig.constructor) + ");\n";
    for (std::size_t i = 0; i < sig.methods.size(); ++i) {
        const Method& m = sig.methods[i];
        out += " * " + (m.returns.kind == TypeKind::Void ? std::string()
                                                         : m.returns.cpp_name() + " param_" + std::to_string(i + 1) + " = ") +
               "obj->" + m.name + "(" + names(m.params) + ");\n";
    }
    return out + " */\n";
}

struct NewOptions {
    std::string id, file, lang;
    bool force = false;
};

int run_new(const NewOptions& opt) {
    const fs::path root = project_root();
    Problem p = find_problem(root, opt.id);
    // The language: --lang, else the file's extension (.py), else C++.
    const Language language = opt.file.empty() ? parse_language(opt.lang).value_or(Language::cpp)
                                               : language_of(opt.file, parse_language(opt.lang));
    const bool python = language == Language::python3;
    const std::string default_name = p.id + "-" + p.slug + source_extension(language);
    fs::path file = opt.file.empty() ? fs::path(default_name) : fs::path(opt.file);
    // A folder is not a file to write; the file it could be is named as a path
    // ("d/" gives "d/1728-....cpp", not "d//...").
    if (fs::is_directory(file))
        throw JudgeError(file.string() + ": is a folder; name the file to write (" +
                         (file / default_name).lexically_normal().string() + ")");
    std::error_code ec;
    if (fs::exists(fs::symlink_status(file, ec)) && !opt.force && !names_stdout(file.string()))
        throw JudgeError(file.string() + ": already exists; pass --force to overwrite it");
    // An imported problem: LeetCode's own snippet, as its editor shows it.
    const fs::path snippet = p.dir / (python ? "snippet.py" : "snippet.cpp");
    std::string body = p.imported && fs::is_regular_file(snippet, ec)
                           ? "\n" + read_text_file(snippet, "the problem's snippet", true)
                       : python ? python_solution_template(p.signature)
                                : solution_template(p.signature);
    if (body.back() != '\n') body += '\n';
    // The id names this problem unless a built-in one has it: then its folder does.
    std::string problem_arg = p.id;
    if (p.imported && find_problem(root, p.id).dir != p.dir) problem_arg = shell_word(p.dir.string());
    std::string text = fmt::format(
        fmt::runtime(python ? "# {} {}: write your solution, then\n#   {} submit {} --problem {}\n{}"
                            : "// {} {}: write your solution, then\n//   {} submit {} --problem {}\n{}"),
        // The judge by its full path: bin/judge is relative to the project, not to the user's folder.
        p.id, on_terminal(p.title), on_terminal((root / "bin" / "judge").string()), on_terminal(names_stdout(file.string()) ? default_name : file.string()), on_terminal(problem_arg),
        body);
    if (names_stdout(file.string())) {
        write_report_file(file.string(), text);  // the template itself, nothing else, on stdout
        return 0;
    }
    write_text_file(file, text, opt.force ? Existing::replace : Existing::refuse);
    fmt::print("wrote {}\n", on_terminal(file.string()));
    return 0;
}

}  // namespace

CommandSpec problems_command() {
    return {"problems", "List the problems with their limits and your best verdict from the history",
            "Example:\n  bin/judge problems", {},
            [] { return run_problems(); }};
}

CommandSpec show_command() {
    struct ShowOptions {
        std::string id;
        bool hints = false;
    };
    auto opt = std::make_shared<ShowOptions>();
    return {"show", "Print a problem's statement", "Example:\n  bin/judge show 913\n  bin/judge show 1728 --hints",
            {{"id", &opt->id, "problem id", true},
             {"--hints", &opt->hints, "include the hints about wrong approaches (left out by default)"}},
            [opt] { return run_show(opt->id, opt->hints); }};
}

CommandSpec new_command() {
    auto opt = std::make_shared<NewOptions>();
    return {"new",
            "Write a solution template with the problem's exact signature",
            "Example:\n  bin/judge new 913              # writes ./913-cat-and-mouse.cpp\n"
            "  bin/judge new 146 --lang python3   # writes ./146-lru-cache.py\n"
            "  bin/judge new 1728 mine.cpp --force",
            {
                {"id", &opt->id, "problem id", true},
                {"file", &opt->file, "where to write it (default: ./<id>-<slug>.cpp)"},
                {"--force", &opt->force, "overwrite an existing file"},
                lang_option(&opt->lang),
            },
            [opt] { return run_new(*opt); }};
}

}  // namespace judge
