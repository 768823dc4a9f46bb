// judge import FILE|FOLDER... [--into DIR]: a LeetCode problem from the data
// its site gives (the question's JSON, or the problem's page saved from a
// browser), with no network. The problem lands among the user's own
// ($XDG_DATA_HOME/judge/problems/<id>-<slug>/, its examples in
// testcases/<id>/examples/), as data the engine judges like a built-in one.
// Every file is checked whole before anything is written; a second import of
// the same problem waits for the first (a lock) and updates it.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <memory>

#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "fd.hpp"
#include "file_write.hpp"
#include "leetcode_import.hpp"
#include "outside_text.hpp"
#include "private_folder.hpp"
#include "remove_tree.hpp"
#include "test_set.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;
namespace {

struct ImportOptions {
    std::vector<std::string> paths;
    std::string into;
};

// Holds an exclusive lock on `<into>/.import.lock` while it lives: imports
// into one folder take turns.
class ImportLock {
public:
    explicit ImportLock(const fs::path& into) {
        const fs::path file = into / ".import.lock";
        check_updatable_file(file, "the import lock");
        m_fd = Fd(::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0600));
        if (m_fd.get() < 0) throw JudgeError(file.string() + ": cannot open the import lock: " + std::strerror(errno));
        while (::flock(m_fd.get(), LOCK_EX) != 0)
            if (errno != EINTR) throw JudgeError(file.string() + ": cannot lock it: " + std::strerror(errno));
    }

private:
    Fd m_fd;
};

// The files of one imported problem, written under `base` as the project
// lays them out: problems/<id>-<slug>/ and testcases/<id>/examples/.
void write_problem(const ImportedProblem& p, const fs::path& base) {
    const fs::path folder = base / "problems" / p.folder_name;
    fs::create_directories(folder);
    write_text_file(folder / "problem.toml", p.problem_toml);
    write_text_file(folder / "statement.md", p.statement_md);
    if (!p.snippet_cpp.empty()) write_text_file(folder / "snippet.cpp", p.snippet_cpp);
    const fs::path examples = base / "testcases" / p.id / "examples";
    fs::create_directories(examples);
    for (std::size_t i = 0; i < p.examples.size(); ++i) {
        write_text_file(examples / (std::to_string(i + 1) + ".in"), p.examples[i].input);
        write_text_file(examples / (std::to_string(i + 1) + ".ans"), p.examples[i].answer);
    }
}

// The problem as the judge will read it, from the staging copy: its
// problem.toml loads, every example's input fits the signature and every
// stated output is an answer of its type. Throws naming the example.
void check_staged(const ImportedProblem& p, const fs::path& staging, const std::string& file) {
    Problem problem = load_problem(staging / "problems" / p.folder_name, staging / "testcases");
    std::vector<NotJudged> not_judged;
    for (const TestFiles& f : discover_tests(problem.tests / "examples", Answers::required, not_judged)) try {
            load_test(problem, f);
        } catch (const JudgeError& e) {
            std::string why = e.what();
            if (const std::size_t at = why.find(".in:"); at != std::string::npos) why = why.substr(why.rfind('/', at) + 1);
            if (const std::size_t at = why.find(".ans:"); at != std::string::npos) why = why.substr(why.rfind('/', at) + 1);
            throw JudgeError(file + ": example " + f.name.bytes() + " does not fit the signature: " + why);
        }
}

// Moves the staged problem into place: each file of its folder replaced
// (files the user added there are kept), its examples replaced whole.
void move_into_place(const ImportedProblem& p, const fs::path& staging, const fs::path& into) {
    const fs::path from = staging / "problems" / p.folder_name, to = into / "problems" / p.folder_name;
    fs::create_directories(to);
    for (const auto& entry : fs::directory_iterator(from))
        fs::rename(entry.path(), to / entry.path().filename());
    const fs::path examples = into / "testcases" / p.id / "examples";
    fs::create_directories(examples.parent_path());
    const fs::path old = staging / "old-examples";
    std::error_code ec;
    if (fs::exists(fs::symlink_status(examples, ec))) fs::rename(examples, old);
    fs::rename(staging / "testcases" / p.id / "examples", examples);
}

void import_one(const fs::path& file, const fs::path& into) {
    const std::string shown = file.string();
    const std::string text = read_text_file(file, "saved LeetCode data", true);
    const LeetcodeQuestion q = parse_leetcode_question(text, shown);
    const ImportedProblem p = import_question(q, shown, file.filename().string());
    ImportLock lock(into);
    const fs::path stage = into / (".import-" + p.folder_name + "-" + std::to_string(::getpid()));
    struct Cleanup {
        fs::path path;
        ~Cleanup() { remove_tree(path); }
    } cleanup{stage};
    remove_tree(stage);
    write_problem(p, stage);
    check_staged(p, stage, shown);
    move_into_place(p, stage, into);
    fmt::print("imported {}. {} into {}: {} example{}, answers compared {}\n", p.id, on_terminal(OutsideText(q.title)),
               on_terminal((into / "problems" / p.folder_name).string()), p.examples.size(),
               p.examples.size() == 1 ? "" : "s",
               p.checker == "exact"        ? "exactly"
               : p.checker == "any_order"  ? "in any order"
               : p.checker == "float"      ? "within 10^-5"
                                           : "for their type only");
    for (const auto& note : p.notes)
        fmt::print("  note: {}\n", on_terminal(OutsideText(note)));
}

std::vector<fs::path> files_of(const std::string& given) {
    std::error_code ec;
    const fs::path path(given);
    if (!fs::is_directory(path, ec)) return {path};
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(path, ec)) {
        const std::string ext = entry.path().extension().string();
        if (ext == ".json" || ext == ".html" || ext == ".htm") out.push_back(entry.path());
        else
            std::fprintf(stderr, "judge: not imported: %s: not a .json or .html file\n",
                         on_terminal(entry.path().string()).c_str());
    }
    if (ec) throw JudgeError(given + ": cannot list: " + ec.message());
    std::sort(out.begin(), out.end());
    if (out.empty()) throw JudgeError(given + ": no .json or .html file to import in this folder");
    return out;
}

int run_import(const ImportOptions& opt) {
    const fs::path into = opt.into.empty() ? user_data_folder() : fs::absolute(opt.into);
    open_private_folder(into, "give another with --into", true);
    std::vector<fs::path> files;
    for (const auto& given : opt.paths)
        for (auto& f : files_of(given))
            files.push_back(std::move(f));
    int failed = 0;
    for (const fs::path& file : files) try {
            import_one(file, into);
        } catch (const JudgeError& e) {
            if (files.size() == 1) throw;
            std::fprintf(stderr, "judge: error: %s\n", one_line(e.what()).c_str());
            ++failed;
        }
    if (failed > 0) {
        std::fprintf(stderr, "judge: %d of %zu files not imported\n", failed, files.size());
        return 2;
    }
    return 0;
}

}  // namespace

CommandSpec import_command() {
    auto opt = std::make_shared<ImportOptions>();
    return {"import",
            "Import a LeetCode problem from its saved page or JSON, with no network",
            "Example:\n  bin/judge import two-sum.json      # the question's JSON (LeetCode's GraphQL answer)\n"
            "  bin/judge import two-sum.html      # the problem's page, saved from the browser\n"
            "  bin/judge import saved/            # every .json and .html in a folder\n"
            "Then: bin/judge show 1, bin/judge new 1, bin/judge submit 1-two-sum.cpp",
            {
                {"paths", &opt->paths, "saved files (.json or .html), or folders of them", true},
                {"--into", &opt->into, "the folder of your problems (default: $XDG_DATA_HOME/judge)"},
            },
            [opt] { return run_import(*opt); }};
}

}  // namespace judge
