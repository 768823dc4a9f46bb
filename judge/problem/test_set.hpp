// Test discovery and loading: which .in/.ans pairs make up a run, in which
// order, under which names, and whether their contents are valid literals.
#pragma once

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fd.hpp"
#include "outside_text.hpp"
#include "problem.hpp"

namespace judge {

struct TestFiles {
    TestFiles() = default;
    TestFiles(OutsideText name_, std::filesystem::path input_, std::filesystem::path answer_,
              std::shared_ptr<const Fd> folder_ = nullptr, bool input_is_link_ = true)
        : name(std::move(name_)),
          input(std::move(input_)),
          answer(std::move(answer_)),
          folder(std::move(folder_)),
          input_is_link(input_is_link_) {}
    OutsideText name;  // path relative to the set, no extension: "hack/07"
    std::filesystem::path input;
    std::filesystem::path answer;  // empty: none (the answer is to come from the reference)
    // The folder both were listed in, as listed (a folder's walk): they are
    // read there by name, not by their paths again. None: by their paths.
    std::shared_ptr<const Fd> folder;
    bool input_is_link = true;  // false: the walk saw a file of its own, no link (the name the set gives it is known)
    // What the walk saw of each, a file of its own (not a link): not looked
    // at again before it is read (opened, it must still be that file).
    std::optional<struct stat> input_seen, answer_seen;
};

// A test's input or answer file (`which`), read as text where it was listed.
std::string read_test_file(const TestFiles& files, const std::filesystem::path& which, const char* what);

// Where a test's expected answer comes from: its .ans file, or the
// problem's reference solution (a user's .in without a .ans).
inline constexpr const char* k_from_answer_file = "ans";
inline constexpr const char* k_from_reference = "reference";
// A test with no answer at all (an imported problem's generated test, and no
// reference solution): judged for its answer's type, time, memory and
// crashes only; its expected answer is empty.
inline constexpr const char* k_from_nothing = "none";

struct TestCase {
    OutsideText name;
    std::filesystem::path input_file;
    std::string input;     // the .in text, fed to the solution as is
    std::string expected;  // the .ans value in canonical spelling
    std::string expected_from = k_from_answer_file;
    std::string answer_at{};  // where the .ans value starts, "<file>:<line>:<column>", for a message about it
};

// A folder (searched recursively, its .in files) or one input file (any name
// but .ans: a test box may be a .txt). Throws JudgeError for a
// missing path, a folder without tests, or an .in without .ans when answers
// are required (else its answer path is left empty).
enum class Answers { required, optional };
// The most bytes a test set may hold in all (.in and .ans; each file also
// at most k_max_file_bytes): every test is held in memory while judging.
inline constexpr std::uintmax_t k_max_test_set_bytes = std::uintmax_t{256} << 20;
// discover_tests and tests_from_paths throw JudgeError, naming the set, for
// a set over it (measured before anything is read).
//
// Nothing in a folder is left out without a word: a folder of it that
// cannot be listed, at any depth, is a JudgeError (its tests would be
// missing), and so is a link to a folder; every other entry that is not a
// test (another name, an .ans without its .in, a FIFO, socket or device not
// named .in) is added to `not_judged`, for the command to name, one line each.
struct NotJudged {
    std::filesystem::path path;
    std::string why;
};
std::vector<TestFiles> discover_tests(const std::filesystem::path& path, Answers answers,
                                      std::vector<NotJudged>& not_judged);

// A test as the user may name it: a path as given, else the path with
// ".in", else a test name of the problem's set as the report prints it
// ("hack/cap2-n8", under tests_root); as given when none is there.
std::filesystem::path resolve_test_path(const std::filesystem::path& tests_root, const std::string& given);

// Reads and checks both files against the signature; throws JudgeError with
// file:line:column for a malformed one. Without an answer file the expected
// answer is left empty, expected_from = k_from_reference, for the caller.
TestCase load_test(const Problem& problem, const TestFiles& files);
// The same with its input already read (and, when `checked`, already
// checked against the signature): a file is read and parsed once.
TestCase load_test(const Problem& problem, const TestFiles& files, std::string input, bool checked);

// Checks one input text against the signature (file names the source).
void check_input(const Problem& problem, const std::string& text, const std::string& file);

// Checks an answer text and returns its canonical spelling.
std::string canonical_answer(const Problem& problem, const std::string& text, const std::string& file);

// The tests of several --tests paths, in order: a file named twice is
// taken once, and a name found under two paths is qualified by the path it
// came from ("a/x" and "b/x", not "x" twice), so that every name in a
// report (and every reference time) stands for one test.
std::vector<TestFiles> tests_from_paths(const std::vector<std::string>& paths, std::vector<NotJudged>& not_judged);

}  // namespace judge
