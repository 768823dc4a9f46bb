#include "test_set.hpp"

#include <atomic>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "case_input.hpp"
#include "error.hpp"
#include "leetcode_io.hpp"
#include "private_folder.hpp"
#include "test_name_order.hpp"
#include "text_file.hpp"
#include "value.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// A file of a set and its size (a regular file's; what is not one is
// refused when it is read).
struct SizedFile {
    const fs::path* file;
    const char* what;
    std::uintmax_t size;
};

// The set's bytes in all. One file over its own bound is named first: it is
// what to fix.
void check_sizes(const std::vector<SizedFile>& files, const std::string& where) {
    std::uintmax_t total = 0;
    for (const auto& f : files) {
        check_file_size(f.file->string(), f.what, f.size);
        total += f.size;
    }
    if (total > k_max_test_set_bytes)
        throw JudgeError(where + ": " + size_in_words(total) + " of tests in all, over the " +
                         size_in_words(k_max_test_set_bytes) + " a test set may have");
}

// The same, the sizes looked up.
void check_set_size(const std::vector<TestFiles>& files, const std::string& where) {
    std::vector<SizedFile> sized;
    for (const auto& f : files)
        for (const fs::path* file : {&f.input, &f.answer}) {
            struct stat st {};
            if (file->empty() || ::stat(file->c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
            sized.push_back({file, file == &f.input ? "test input" : "test answer", static_cast<std::uintmax_t>(st.st_size)});
        }
    check_sizes(sized, where);
}

template <class Body>
void parse_or_locate(const std::string& file, Body body) {
    try {
        body();
    } catch (const lcio::ParseError& e) {
        throw JudgeError(located(file, e.line, e.column, e.message));
    }
}


// A test found in a folder: its input, whether an .ans is beside it, and
// the sizes of both (regular files' only).
struct Walked {
    fs::path input;
    std::uintmax_t input_size = 0;
    bool has_answer = false;
    std::optional<std::uintmax_t> answer_size;
    std::shared_ptr<const Fd> folder;  // where it was listed (none past k_folders_held)
    bool input_is_link = true;
    std::optional<struct stat> input_seen, answer_seen;  // files of their own, not links
};

// Folders kept open for their tests to be read in (TestFiles::folder), in
// all the sets this process holds at once (several --tests, a class's
// submissions one after another): past this many, the rest are read by
// path, and the process keeps room for its other descriptors.
constexpr int k_folders_held = 256;
std::atomic<int> g_folders_held{0};

// The folder's descriptor, shared; counted among those held when there is
// room (`counted`), and then uncounted when the last test that holds it goes.
std::shared_ptr<const Fd> shared_folder(Fd dir, bool& counted) {
    counted = g_folders_held.fetch_add(1) < k_folders_held;
    if (!counted) g_folders_held.fetch_sub(1);
    return std::shared_ptr<const Fd>(new Fd(std::move(dir)), [counted](const Fd* fd) {
        if (counted) g_folders_held.fetch_sub(1);
        delete fd;
    });
}

// One folder of a set, and the folders in it, in no order (sorted after):
// each name looked at once (a link, and what it leads to, twice), the rest
// known from the listing. A folder it cannot list is the judge's error: the
// tests in it would be missing from the set without a word. A folder inside
// the set is opened in the folder it was found in, never through a link
// (one swapped in since it was looked at is not listed); the set's own
// folder as the safe reader opens a file (another user's link refused).
void walk_folder(int parent, const fs::path& folder, std::vector<Walked>& inputs, std::vector<NotJudged>& not_judged) {
    auto unlisted = [&](int err) {
        return JudgeError(folder.string() + ": cannot list this folder of tests (" + std::strerror(err) +
                          "): the tests in it would be missing; make it readable, or give --tests the folders "
                          "beside it");
    };
    FolderListing listing = parent < 0 ? list_checked_folder(folder, "the tests' folder")
                                       : list_folder_in(parent, folder.filename().string());
    if (listing.error != 0) throw unlisted(listing.error);
    bool hold = false;
    const std::shared_ptr<const Fd> held = shared_folder(std::move(listing.dir), hold);
    const Fd& dir = *held;
    const std::vector<std::string>& names = listing.names;
    const std::set<std::string> present(names.begin(), names.end());
    std::map<std::string, std::uintmax_t> answer_sizes;  // by the input's name
    std::map<std::string, struct stat> answers_seen;   // those that are files of their own, not links
    const std::size_t first = inputs.size();
    for (const std::string& name : names) {
        const fs::path path = folder / name;
        const fs::path ext = fs::path(name).extension();
        // A folder that can be listed but not entered (mode 744 to this
        // user): its names are known, its files cannot be read.
        struct stat own {};
        if (::fstatat(dir.get(), name.c_str(), &own, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT) continue;  // gone since it was listed
            throw JudgeError(path.string() + ": cannot read it (" + std::strerror(errno) +
                             "): the tests in " + folder.string() + " would be missing; make the folder searchable (chmod +x)");
        }
        // What a link leads to is looked at only when no other user's link
        // is on the way (else its size, or whether it is there, would say
        // something of a file the judge will not read).
        struct stat target = own;
        int target_error = 0;
        std::optional<uid_t> foreign;
        if (S_ISLNK(own.st_mode)) {
            foreign = foreign_link_on_way(path);
            if (foreign && ext == ".in") refuse_foreign_links(path, "test input");
            if (foreign) target_error = EACCES;
            else if (::fstatat(dir.get(), name.c_str(), &target, 0) != 0) target_error = errno;
        }
        // A link to a folder is not walked (a loop of links would never end),
        // and its tests are not skipped quietly either: named, one line.
        if (S_ISLNK(own.st_mode) && target_error == 0 && S_ISDIR(target.st_mode))
            throw JudgeError(path.string() +
                             ": a link to a folder among the tests (not followed): give that folder with "
                             "another --tests, or copy its tests here");
        const std::string stem = fs::path(name).stem().string();
        if (ext == ".in") {
            // Every x.in is a test: one that is not a regular file (a FIFO, a
            // socket, a device, a folder) is bad data, named, never skipped
            // quietly or waited on.
            if (target_error == ENOENT) throw JudgeError(path.string() + ": test input not found (a link to nothing)");
            if (target_error != 0) throw JudgeError(path.string() + ": cannot read test input: " + std::strerror(target_error));
            if (!S_ISREG(target.st_mode))
                throw JudgeError(path.string() + ": test input is not a regular file (" + what_it_is(path, target) + ")");
            // A link to nothing is bad data, not a missing answer: reading it says so.
            inputs.push_back({path, static_cast<std::uintmax_t>(target.st_size), present.count(stem + ".ans") > 0, {},
                              hold ? held : nullptr, S_ISLNK(own.st_mode),
                              S_ISLNK(own.st_mode) ? std::nullopt : std::optional<struct stat>(own), std::nullopt});
            continue;
        }
        if (S_ISDIR(own.st_mode)) {
            walk_folder(dir.get(), path, inputs, not_judged);
            continue;
        }
        if (ext == ".ans") {  // its test's answer (of whatever kind: reading it says), or its input is gone
            if (!present.count(stem + ".in"))
                not_judged.push_back({path, "an answer without its input (" + stem + ".in)"});
            else if (target_error == 0 && S_ISREG(target.st_mode)) {
                answer_sizes[stem + ".in"] = static_cast<std::uintmax_t>(target.st_size);
                if (!S_ISLNK(own.st_mode)) answers_seen[stem + ".in"] = own;
            }
            continue;
        }
        if (foreign)
            not_judged.push_back({path, "a symbolic link of another user (uid " + std::to_string(*foreign) +
                                            "), not followed"});
        else
            not_judged.push_back({path, "not a test (" + node_kind(own.st_mode) + "; a test is an .in file, its answer the .ans beside it)"});
    }
    for (std::size_t i = first; i < inputs.size(); ++i)
        if (inputs[i].input.parent_path() == folder) {
            const std::string name = inputs[i].input.filename().string();
            if (auto it = answer_sizes.find(name); it != answer_sizes.end()) inputs[i].answer_size = it->second;
            if (auto it = answers_seen.find(name); it != answers_seen.end()) inputs[i].answer_seen = it->second;
        }
}

}  // namespace

std::vector<TestFiles> discover_tests(const fs::path& path, Answers answers, std::vector<NotJudged>& not_judged) {
    std::vector<TestFiles> out;
    std::error_code ec;
    auto add = [&](const fs::path& in, const std::string& name, bool has_answer) {
        fs::path ans = in;
        ans.replace_extension(".ans");
        if (!has_answer) {
            if (answers == Answers::required)
                throw JudgeError(in.string() + ": test input has no answer file " + ans.string());
            ans.clear();
        }
        out.push_back({OutsideText(name), in, ans});
    };
    // Another user's link is refused before anything is said of where it leads.
    refuse_foreign_links(path, "the tests' path");  // their link would show the names in a folder of another's
    if (!fs::exists(path, ec)) throw JudgeError(path.string() + ": no such test file or folder");
    if (!fs::is_directory(path, ec)) {
        // One file named: any input file (a .in, LeetCode's test box as a
        // .txt), its answer the sibling .ans; an .ans alone is not a test. A
        // FIFO or a device named x.in is refused when it is read.
        if (path.extension() == ".ans")
            throw JudgeError(path.string() + ": an answer file; give its input (" +
                             fs::path(path).replace_extension(".in").string() + ")");
        if (path.extension() == ".in" || fs::is_regular_file(path, ec)) {
            // A link to nothing is bad data, not a missing answer: reading it says so.
            add(path, path.stem().string(), fs::exists(fs::symlink_status(fs::path(path).replace_extension(".ans"), ec)));
            return out;
        }
        // A FIFO, socket or device named otherwise: said what it is (it is never read).
        struct stat st {};
        if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
            throw JudgeError(path.string() + ": test input is not a regular file (" + what_it_is(path, st) + ")");
        throw JudgeError(path.string() + ": not a folder or a .in file (tests are .in files with sibling .ans)");
    }
    std::vector<Walked> inputs;
    const std::size_t noted = not_judged.size();
    walk_folder(-1, path, inputs, not_judged);
    std::sort(not_judged.begin() + static_cast<std::ptrdiff_t>(noted), not_judged.end(),
              [](const NotJudged& a, const NotJudged& b) { return a.path < b.path; });
    std::vector<std::pair<std::string, const Walked*>> named;
    for (const Walked& w : inputs) {
        fs::path rel = w.input.lexically_relative(path);  // no path lookups: the walk spells it under `path`
        rel.replace_extension();
        named.emplace_back(rel.generic_string(), &w);
    }
    if (named.empty()) throw JudgeError(path.string() + ": no tests (.in files) in this folder");
    std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return test_name_less(a.first, b.first); });
    for (const auto& [name, w] : named) {
        add(w->input, name, w->has_answer);
        out.back().folder = w->folder;
        out.back().input_is_link = w->input_is_link;
        out.back().input_seen = w->input_seen;
        if (!out.back().answer.empty()) out.back().answer_seen = w->answer_seen;
    }
    std::vector<SizedFile> sized;
    for (std::size_t i = 0; i < out.size(); ++i) {
        sized.push_back({&out[i].input, "test input", named[i].second->input_size});
        if (named[i].second->answer_size) sized.push_back({&out[i].answer, "test answer", *named[i].second->answer_size});
    }
    check_sizes(sized, path.string());
    return out;
}

fs::path resolve_test_path(const fs::path& tests_root, const std::string& given) {
    std::error_code ec;
    const fs::path as_given(given);
    for (const fs::path& p : {as_given, fs::path(given + ".in"), tests_root / as_given, tests_root / (given + ".in")})
        if (!given.empty() && fs::exists(p, ec)) return p;
    return as_given;
}

void check_input(const Problem& problem, const std::string& text, const std::string& file) {
    parse_or_locate(file, [&] {
        lcio::Scanner scanner(text);
        const auto parts = input_parts(problem.signature);
        read_case(scanner, problem.signature, [&](std::size_t i) {
            scanner.fail("argument '" + parts[i].name + "' (" + parts[i].type + ")");
        });
        if (!scanner.at_end()) scanner.fail("end of input after " + std::to_string(parts.size()) + " argument(s)");
    });
}

std::string canonical_answer(const Problem& problem, const std::string& text, const std::string& file) {
    std::string canonical;
    parse_or_locate(file, [&] {
        lcio::Scanner scanner(text);
        canonical = format_value(read_value(scanner, problem.signature.answer_type()));
        if (!scanner.at_end()) scanner.fail("end of answer");
    });
    return canonical;
}

std::string read_test_file(const TestFiles& files, const fs::path& which, const char* what) {
    if (!files.folder) return read_text_file(which, what);
    const std::optional<struct stat>& seen = &which == &files.input    ? files.input_seen
                                             : &which == &files.answer ? files.answer_seen
                                                                       : std::nullopt;
    return read_text_file_in(files.folder->get(), which, what, seen ? &*seen : nullptr);
}

TestCase load_test(const Problem& problem, const TestFiles& files) {
    return load_test(problem, files, read_test_file(files, files.input, "test input"), false);
}

TestCase load_test(const Problem& problem, const TestFiles& files, std::string input, bool checked) {
    TestCase test;
    test.name = files.name;
    test.input_file = files.input;
    test.input = std::move(input);
    if (!checked) check_input(problem, test.input, files.input.string());
    if (files.answer.empty()) {
        test.expected_from = k_from_reference;
        return test;
    }
    const std::string answer = read_test_file(files, files.answer, "test answer");
    test.expected = canonical_answer(problem, answer, files.answer.string());
    int line = 1, column = 1;
    for (std::size_t i = 0; i < answer.size() && std::isspace(static_cast<unsigned char>(answer[i])); ++i) {
        column = answer[i] == '\n' ? 1 : column + 1;
        line += answer[i] == '\n';
    }
    test.answer_at = files.answer.string() + ":" + std::to_string(line) + ":" + std::to_string(column);
    return test;
}

std::vector<TestFiles> tests_from_paths(const std::vector<std::string>& paths, std::vector<NotJudged>& not_judged) {
    std::vector<std::pair<std::string, TestFiles>> found;  // the path each came from
    std::map<std::filesystem::path, std::pair<std::size_t, fs::path>> seen;  // file -> (which path, its input as found)
    for (std::size_t which = 0; which < paths.size(); ++which)
        for (auto& f : discover_tests(paths[which], Answers::optional, not_judged)) {
            // A file given twice by two paths (a folder and a test in it) is
            // judged once, and the second named; within one folder every name
            // is a test of its own, a link to another test too.
            // (One path: nothing to look up.)
            if (paths.size() > 1) {
                std::error_code ec;
                auto key = std::filesystem::weakly_canonical(f.input, ec);
                auto [it, added] = seen.emplace(ec ? f.input : key, std::make_pair(which, f.input));
                if (!added && it->second.first != which) {
                    not_judged.push_back({f.input, it->second.second == f.input
                                                       ? "given before (by " + paths[it->second.first] + "): judged once"
                                                       : "the same file as " + it->second.second.string() +
                                                             ", given before: judged once"});
                    continue;
                }
            }
            found.emplace_back(paths[which], std::move(f));
        }
    std::map<std::string, int> uses;
    for (const auto& [path, f] : found)
        ++uses[f.name.bytes()];
    std::vector<TestFiles> out;
    for (auto& [path, f] : found) {
        if (uses[f.name.bytes()] > 1) {
            std::string root = path;
            while (root.size() > 1 && root.back() == '/')
                root.pop_back();
            f.name = OutsideText(std::filesystem::is_directory(root)
                                     ? root + "/" + f.name.bytes()
                                     : std::filesystem::path(root).replace_extension().string());
        }
        out.push_back(std::move(f));
    }
    if (paths.size() > 1) check_set_size(out, "--tests " + paths.front() + " ...");
    return out;
}

}  // namespace judge
