// The steps of `judge submit` around its run, out of cmd_submit.cpp.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checker.hpp"
#include "comparison.hpp"
#include "compiler.hpp"
#include "grader.hpp"
#include "problem_tools.hpp"
#include "session.hpp"
#include "test_set.hpp"

namespace judge {

// `file`'s path relative to the test set `set` when it lies in it (links
// resolved), else nullopt: a test of the problem's own, named or not.
std::optional<std::filesystem::path> path_in_set(const std::filesystem::path& file, const std::filesystem::path& set);

// The same for many files of one set: the set's real path resolved once, and
// each folder's once (a file that is itself a link resolved whole). 2000
// tests resolved each path in full twice: dozens of system calls a test.
class SetMembership {
public:
    explicit SetMembership(const std::filesystem::path& set);
    // maybe_link false: the file is known to be no link (a walk saw it), and is not looked at again.
    std::optional<std::filesystem::path> relative(const std::filesystem::path& file, bool maybe_link = true);

private:
    std::optional<std::filesystem::path> m_root;
    std::map<std::filesystem::path, std::filesystem::path> m_folders;  // as given -> real
};

// The user's earlier accepted submissions run the same way on the same
// tests, unless the history is off (--no-history: it is neither read nor
// written, not even created).
std::vector<EarlierRun> earlier_runs(const SubmissionResult& result, bool use_history);

// What a Ctrl-C says: how far judging got, or, once every test is judged
// (each verdict and its input's size, in order), the verdict as the report
// would lead with it (the smallest failing input's).
std::string interrupted_line(const std::vector<std::pair<Verdict, std::size_t>>& judged, int passed, std::size_t total);

// A key of what the tests are: names, inputs and answers.
std::string test_set_key(const std::vector<TestCase>& tests);

// The leading failure, when its answer is the user's own .ans: whether the
// reference solution agrees with that answer (a wrong .ans is said as such).
void check_user_answer(ToolBox& tools, const Problem& problem, SubmissionResult& result);

// The leading failure of --mode leetcode run again alone, in a process of its
// own: when it passes so, the failure came from state an earlier call left.
bool passes_alone(Session& session, const CompileResult& compiled, const AnswerChecker& checker, const Limits& limits,
                  const std::vector<TestCase>& tests, const TestResult& lead);

// The explainer's view, or nothing: the verdict stands if the explanation fails.
std::string explained(ToolBox& tools, const std::vector<std::string>& args, const std::string& input);

// A user's .in without a .ans: its answer from the problem's reference
// solution, as `judge run` does. Returns how many tests took one.
int answer_from_reference(ToolBox& tools, std::vector<TestCase>& tests);

// Tests of the problem's own set named one by one keep the names the report
// gives them there ("hack/cap2-n8", not "cap2-n8"), and so their reference times.
// What a tests folder held that is not judged, one line each on stderr
// ("judge: not judged: PATH: why"), before any test runs.
void say_not_judged(const std::vector<NotJudged>& not_judged);

void name_as_in_set(std::vector<TestFiles>& files, const std::filesystem::path& set);

}  // namespace judge
