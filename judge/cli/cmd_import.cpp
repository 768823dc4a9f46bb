// judge import FILE|FOLDER... [--into DIR]: a LeetCode problem from the data
// its site gives (the question's JSON, or the problem's page saved from a
// browser), with no network. The problem lands among the user's own
// ($XDG_DATA_HOME/judge/problems/<id>-<slug>/, its examples in
// testcases/<id>/examples/), as data the engine judges like a built-in one.
// Every file is checked whole before anything is written; a second import of
// the same problem waits for the first (a lock) and updates it.
#include <fcntl.h>
#include <signal.h>
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
#include "problem_tools.hpp"
#include "session.hpp"
#include "status_line.hpp"
#include "submit_options.hpp"
#include "user_config.hpp"
#include "input_generator.hpp"
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
    std::string reference;
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
    if (!p.snippet_py.empty()) write_text_file(folder / "snippet.py", p.snippet_py);
    const fs::path examples = base / "testcases" / p.id / "examples";
    fs::create_directories(examples);
    for (std::size_t i = 0; i < p.examples.size(); ++i) {
        write_text_file(examples / (std::to_string(i + 1) + ".in"), p.examples[i].input);
        write_text_file(examples / (std::to_string(i + 1) + ".ans"), p.examples[i].answer);
    }
}

// The staged problem as the judge reads it. The staging folder is gone
// once this fails: an error names the input file (`file`) and the line of
// problem.toml its metaData made, not the staging path.
Problem load_staged(const ImportedProblem& p, const fs::path& staging, const std::string& file) {
    try {
        return load_problem(staging / "problems" / p.folder_name, staging / "testcases");
    } catch (const JudgeError& e) {
        std::string why = e.what();
        if (const std::size_t at = why.find("problem.toml:"); at != std::string::npos) why = why.substr(at);
        throw JudgeError(file + ": its metaData makes a problem the judge cannot load (" + why + ")");
    }
}

// The problem as the judge will read it, from the staging copy: its
// problem.toml loads, every example's input fits the signature and every
// stated output is an answer of its type. Throws naming the example.
void check_staged(const ImportedProblem& p, const fs::path& staging, const std::string& file) {
    const Problem problem = load_staged(p, staging, file);
    std::error_code ec;
    if (fs::is_directory(problem.tests / "generated", ec)) {
        std::vector<NotJudged> none;
        for (const TestFiles& f : discover_tests(problem.tests / "generated", Answers::optional, none)) try {
                load_test(problem, f);
            } catch (const JudgeError& e) {
                throw JudgeError(file + ": a generated test does not fit the signature (the judge's fault, please report "
                                        "it): " + e.what());
            }
    }
    std::vector<NotJudged> not_judged;
    for (const TestFiles& f : discover_tests(problem.tests / "examples", Answers::required, not_judged)) try {
            load_test(problem, f);
        } catch (const JudgeError& e) {
            std::string why = e.what();
            if (const std::size_t at = why.find(".in:"); at != std::string::npos) why = why.substr(why.rfind('/', at) + 1);
            if (const std::size_t at = why.find(".ans:"); at != std::string::npos) why = why.substr(why.rfind('/', at) + 1);
            if (p.manual)
                throw JudgeError(file + ": LeetCode judges this problem with a driver of its own (metaData.manual): its "
                                        "example " + f.name.bytes() + " does not fit its signature (" + why +
                                        "), so the judge cannot run it yet");
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
    // The reference, beside the user's own solutions there.
    const fs::path accepted = staging / "solutions" / p.id / "accepted";
    std::error_code ec;
    if (fs::is_directory(accepted, ec)) {
        fs::create_directories(into / "solutions" / p.id / "accepted");
        for (const auto& entry : fs::directory_iterator(accepted))
            fs::rename(entry.path(), into / "solutions" / p.id / "accepted" / entry.path().filename());
    }
    for (const char* group : {"examples", "generated"}) {
        const fs::path from_group = staging / "testcases" / p.id / group, to_group = into / "testcases" / p.id / group;
        std::error_code ec;
        fs::create_directories(to_group.parent_path());
        if (fs::exists(fs::symlink_status(to_group, ec))) fs::rename(to_group, staging / (std::string("old-") + group));
        if (fs::exists(from_group, ec)) fs::rename(from_group, to_group);
    }
}

// Tests made from the constraints (none for a design problem yet), written
// beside the examples; what the constraints did not bound, said.
std::vector<std::string> write_generated(const ImportedProblem& p, const fs::path& stage, bool has_reference,
                                         bool& all_honoured, const std::string& file) {
    all_honoured = false;
    std::vector<std::string> notes;
    const Problem problem = load_staged(p, stage, file);
    if (problem.signature.design) {
        notes.push_back("a design problem: no tests are made from its constraints yet; only the examples are judged");
        return notes;
    }
    const ConstraintSpec spec = read_constraints(p.constraints, problem.signature);
    all_honoured = spec.not_honoured.empty();
    // An input that breaks a constraint can make a right solution crash or
    // answer otherwise: no test is made unless every constraint is honoured
    // and every number has its bounds.
    std::vector<std::string> blocking = spec.not_honoured;
    for (const auto& line : unbounded_numbers(problem.signature, spec)) blocking.push_back(line);
    if (!blocking.empty()) {
        all_honoured = false;
        notes.push_back("no tests made from the constraints: an input that broke one could fail a right solution; "
                        "only the examples are judged. What the generator cannot honour:");
        for (const auto& line : blocking) notes.push_back("  " + line);
        return notes;
    }
    const auto tests = generated_set(problem.signature, spec);
    const fs::path folder = stage / "testcases" / p.id / "generated";
    fs::create_directories(folder);
    for (const auto& t : tests) write_text_file(folder / (t.name + ".in"), t.input);
    notes.push_back(fmt::format("{} tests made from {} of the {} constraints (testcases/{}/generated){}",
                                tests.size(), spec.honoured.size(), p.constraints.size(), p.id,
                                has_reference ? ""
                                              : "; with no reference solution they have no answers: judged for type, "
                                                "time, memory and crashes (--reference YOURS.cpp answers them)"));
    for (const auto& line : generator_notes(problem.signature, spec)) notes.push_back(line);
    return notes;
}

// A reference the user trusts: judged on the staged examples first (one
// that fails an example is refused, and nothing is written); then kept as
// the problem's accepted solution and reference, and the generated tests'
// answers are its answers.
std::string answer_with_reference(const ImportedProblem& p, const fs::path& stage, const fs::path& reference,
                                  bool answer_generated) {
    const fs::path folder = stage / "problems" / p.folder_name;
    SubmitOptions judged;
    judged.file = reference.string();
    judged.problem = folder.string();
    judged.tests = {(stage / "testcases" / p.id / "examples").string()};
    judged.no_history = true;
    judged.quiet = true;
    SubmissionResult result;
    status::show("judging the reference on the examples");
    if (run_submit(judged, &result) != 0)
        throw JudgeError(reference.string() + ": the reference is " + std::string(verdict_name(result.verdict)) + " on the "
                         "examples (" + std::to_string(result.passed) + " of " + std::to_string(result.total) +
                         " passed): a reference must pass them; nothing imported");
    const fs::path accepted = stage / "solutions" / p.id / "accepted";
    fs::create_directories(accepted);
    write_text_file(accepted / reference.filename(), read_text_file(reference, "reference solution", true));
    write_text_file(folder / "problem.toml",
                    p.problem_toml + "\n# The reference the import was given: it answers the generated tests.\n[tools]\nreference = " +
                        toml_string(reference.filename().string()) + "\n");
    // The answers, written beside the inputs (as judge generate writes them).
    Session session = open_session();
    session.compiler = chosen_compiler("");
    const Problem problem = load_problem(folder, stage / "testcases");
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    int answered = 0;
    std::error_code ec;
    const fs::path generated = stage / "testcases" / p.id / "generated";
    if (answer_generated && fs::is_directory(generated, ec))
        for (const auto& entry : fs::directory_iterator(generated)) {
            if (entry.path().extension() != ".in") continue;
            status::show("answering " + on_terminal(entry.path().filename().string()) + " with the reference");
            write_text_file(fs::path(entry.path()).replace_extension(".ans"),
                            tools.reference_answer(read_text_file(entry.path(), "test input"),
                                                   "generated/" + entry.path().filename().string()) +
                                "\n");
            ++answered;
        }
    status::clear();
    if (!answer_generated)
        return fmt::format("the reference {} passes the {} example(s), and is kept as the problem's accepted solution "
                           "(solutions/{}/accepted/); it does not answer the generated tests: they may break a "
                           "constraint the generator does not honour, where a right solution could differ from it",
                           reference.filename().string(), result.total, p.id);
    return fmt::format("the reference {} passes the {} example(s); it answered the {} generated tests, and is kept as "
                       "the problem's accepted solution (solutions/{}/accepted/)",
                       reference.filename().string(), result.total, answered, p.id);
}

void import_one(const fs::path& file, const fs::path& into, const std::string& reference) {
    const std::string shown = file.string();
    const std::string text = read_text_file(file, "saved LeetCode data", true);
    const LeetcodeQuestion q = parse_leetcode_question(text, shown);
    const ImportedProblem p = import_question(q, shown, file.filename().string());
    ImportLock lock(into);
    // What an import stopped by Ctrl-C or a kill left: its staging folder,
    // named with its pid, removed once that process is gone.
    for (const auto& entry : fs::directory_iterator(into)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(".import-", 0) != 0 || !entry.is_directory()) continue;
        const std::string pid_text = name.substr(name.rfind('-') + 1);
        char* end = nullptr;
        const long pid = std::strtol(pid_text.c_str(), &end, 10);
        if (end && *end == '\0' && pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            remove_tree(entry.path());
    }
    // Tests live in testcases/<id>/: two problems of one id would share them.
    std::error_code list_ec;
    for (const auto& entry : fs::directory_iterator(into / "problems", list_ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(p.id + "-", 0) == 0 && name != p.folder_name)
            throw JudgeError(shown + ": problem " + p.id + " is already imported here as " + on_terminal(OutsideText(name)) +
                             " (another slug): its tests would be shared; remove that folder first, or import into "
                             "another with --into");
    }
    const fs::path stage = into / (".import-" + p.folder_name + "-" + std::to_string(::getpid()));
    struct Cleanup {
        fs::path path;
        ~Cleanup() { remove_tree(path); }
    } cleanup{stage};
    remove_tree(stage);
    write_problem(p, stage);
    bool all_honoured = false;
    std::vector<std::string> generated_notes = write_generated(p, stage, !reference.empty(), all_honoured, shown);
    check_staged(p, stage, shown);
    if (!reference.empty())
        generated_notes.push_back(answer_with_reference(p, stage, fs::absolute(reference), all_honoured));
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
    for (const auto& note : generated_notes)
        fmt::print("  note: {}\n", on_terminal(OutsideText(note)));
}

std::vector<fs::path> files_of(const std::string& given) {
    std::error_code ec;
    const fs::path path(given);
    if (!fs::is_directory(path, ec)) return {path};
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(path, ec)) {
        const std::string ext = entry.path().extension().string();
        if (ext == ".json" || ext == ".html" || ext == ".htm" || ext == ".mhtml" || ext == ".mht") out.push_back(entry.path());
        else
            std::fprintf(stderr, "judge: not imported: %s: not a .json, .html or .mhtml file\n",
                         on_terminal(entry.path().string()).c_str());
    }
    if (ec) throw JudgeError(given + ": cannot list: " + ec.message());
    std::sort(out.begin(), out.end());
    if (out.empty()) throw JudgeError(given + ": no .json or .html file to import in this folder");
    return out;
}

int run_import(const ImportOptions& opt) {
    const fs::path into = opt.into.empty() ? user_data_folder() : fs::absolute(opt.into).lexically_normal();
    std::error_code same_ec;
    const fs::path root = fs::weakly_canonical(project_root(), same_ec);
    const fs::path target = fs::weakly_canonical(into, same_ec);
    const auto [r_end, t_at] = std::mismatch(root.begin(), root.end(), target.begin(), target.end());
    if (r_end == root.end())
        throw JudgeError(into.string() + ": inside the project (" + root.string() + "): its problems are not the "
                         "import's to change; import into your folder (the default) or another");
    open_private_folder(into, "give another with --into", true);
    std::vector<fs::path> files;
    for (const auto& given : opt.paths)
        for (auto& f : files_of(given))
            files.push_back(std::move(f));
    int failed = 0;
    for (const fs::path& file : files) try {
            import_one(file, into, opt.reference);
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
                {"--reference", &opt->reference,
                 "a solution you trust (a brute force will do): judged on the examples first, then it answers the "
                 "tests made from the constraints"},
            },
            [opt] { return run_import(*opt); }};
}

}  // namespace judge
