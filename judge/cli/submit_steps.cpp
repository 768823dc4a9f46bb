// The steps of `judge submit` around its run (cmd_submit.cpp): what the
// tests are, their names, the answers of the user's own tests, and what is
// said of the leading failure.
#include "outside_text.hpp"
#include "submit_steps.hpp"

#include <cstdio>
#include <fmt/format.h>

#include "plural.hpp"

#include <set>

#include "build_cache.hpp"
#include "error.hpp"
#include "history.hpp"
#include "safe_text.hpp"
#include "status_line.hpp"
#include "test_order.hpp"

namespace judge {
namespace fs = std::filesystem;


std::optional<fs::path> path_in_set(const fs::path& file, const fs::path& set) {
    return SetMembership(set).relative(file);
}

SetMembership::SetMembership(const fs::path& set) {
    std::error_code ec;
    fs::path root = fs::weakly_canonical(set, ec);
    if (!ec) m_root = std::move(root);
}

std::optional<fs::path> SetMembership::relative(const fs::path& file, bool maybe_link) {
    if (!m_root) return std::nullopt;
    std::error_code ec;
    fs::path real;
    if ((maybe_link && fs::is_symlink(fs::symlink_status(file, ec))) || !file.has_filename() || file.filename() == "." ||
        file.filename() == "..") {
        real = fs::weakly_canonical(file, ec);
    } else {
        const fs::path folder = file.parent_path();
        auto it = m_folders.find(folder);
        if (it == m_folders.end()) it = m_folders.emplace(folder, fs::weakly_canonical(folder.empty() ? "." : folder, ec)).first;
        real = it->second / file.filename();
    }
    if (ec) return std::nullopt;
    const fs::path rel = real.lexically_relative(*m_root);
    if (rel.empty() || *rel.begin() == "..") return std::nullopt;
    return rel;
}

// The user's earlier accepted submissions run the same way on the same
// tests, unless the history is off (--no-history: it is neither read nor
// written, not even created).
std::vector<EarlierRun> earlier_runs(const SubmissionResult& result, bool use_history) {
    if (!use_history) return {};
    try {
        return History(default_history_file()).accepted(result.problem, result.mode, result.test_set, result.language);
    } catch (const JudgeError&) {
        return {};  // no usable history: the accepted solutions alone
    }
}

// A key of what the tests are: names, inputs and answers.
std::string test_set_key(const std::vector<TestCase>& tests) {
    std::vector<std::string> parts;
    for (const auto& t : tests)
        parts.push_back(t.name.bytes() + "\n" + t.input + "\n" + t.expected);
    std::vector<std::string_view> views(parts.begin(), parts.end());
    return content_key(views);
}

// The leading failure (test_order.hpp), when its answer is the user's own
// .ans: whether the reference solution agrees with that answer. A wrong .ans
// is said as such.
void check_user_answer(ToolBox& tools, const Problem& problem, SubmissionResult& result) {
    if (problem.tools.reference.empty()) return;
    auto lead = lead_failure(result.tests);
    if (!lead) return;
    TestResult& t = result.tests[*lead];
    if (t.verdict != Verdict::WA || t.expected_from != k_from_answer_file) return;
    try {
        // Through the problem's checker: a reference that orders an any_order
        // answer otherwise, or finds another right answer, agrees.
        std::string theirs = normalize_output(tools.reference_answer(t.input, on_terminal(t.name)));
        if (!tools.checker()->check(t.input, t.expected, theirs).ok) t.reference_answer = theirs;
    } catch (const JudgeError& e) {
        std::fprintf(stderr, "judge: the reference could not check the answer file: %s\n", e.what());
    }
}

// The leading failure of --mode leetcode run again alone, in a process of its
// own: when it passes so, the failure came from state an earlier call left.
bool passes_alone(Session& session, const CompileResult& compiled, const AnswerChecker& checker, const Limits& limits,
                  const std::vector<TestCase>& tests, const TestResult& lead) {
    for (const auto& t : tests) {
        if (t.name != lead.name) continue;
        status::show("running " + on_terminal(t.name) + " alone");
        auto alone = grade_tests(*session.sandbox, compiled.program(), checker, limits, {t}, {});
        return alone.size() == 1 && alone[0].verdict == Verdict::AC;
    }
    return false;
}

// The explainer's view, or nothing: the verdict stands if the explanation fails.
std::string explained(ToolBox& tools, const std::vector<std::string>& args, const std::string& input) {
    try {
        return tools.explain(args, input);
    } catch (const JudgeError& e) {
        std::fprintf(stderr, "judge: no explanation: %s\n", e.what());
        return "";
    }
}

// A user's .in without a .ans: its answer from the problem's reference
// solution, as `judge run` does. Returns how many tests took one.
int answer_from_reference(ToolBox& tools, std::vector<TestCase>& tests) {
    int count = 0;
    for (auto& t : tests)
        if (t.expected_from == k_from_reference) {
            t.expected = tools.reference_answer(t.input, t.input_file.string());
            ++count;
        }
    return count;
}

// Tests of the problem's own set named one by one keep the names the report
// gives them there ("hack/cap2-n8", not "cap2-n8"), and so their reference times.
void say_not_judged(const std::vector<NotJudged>& not_judged) {
    for (const auto& n : not_judged)
        fmt::print(stderr, "judge: not judged: {}: {}\n", on_terminal(OutsideText(n.path.string())), visible_line(n.why));
}

void name_as_in_set(std::vector<TestFiles>& files, const fs::path& set) {
    std::set<std::string> names;
    for (const auto& f : files)
        names.insert(f.name.bytes());
    SetMembership membership(set);
    for (auto& f : files) {
        const auto rel = membership.relative(f.input, f.input_is_link);
        if (!rel) continue;
        const std::string name = fs::path(*rel).replace_extension().generic_string();
        if (name != f.name.bytes() && !names.contains(name)) {
            names.insert(name);
            f.name = OutsideText(name);
        }
    }
}

std::string interrupted_line(const std::vector<std::pair<Verdict, std::size_t>>& judged, int passed, std::size_t total) {
    if (judged.empty() || judged.size() < total)
        return fmt::format("interrupted: {} of {} judged, {} passed so far", judged.size(),
                           counted(static_cast<std::int64_t>(total), "test", "tests"), passed);
    const auto lead = lead_failure(judged);
    const Verdict verdict = lead ? judged[*lead].first : Verdict::AC;
    return fmt::format("interrupted after every test was judged: {}  {}/{} tests passed (nothing more added: no "
                       "explanation, history or report files)",
                       verdict_name(verdict), passed, total);
}

}  // namespace judge
