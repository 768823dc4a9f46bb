#include "outside_text.hpp"
#include "first_pass.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "error.hpp"
#include "history.hpp"
#include "plural.hpp"
#include "safe_text.hpp"

namespace judge {

namespace {

FirstPass said_only(std::string said) {
    FirstPass pass;
    pass.said = std::move(said);
    return pass;
}

}  // namespace

FirstPass failed_last_time(const std::string& problem, const std::string& file, bool use_history) {
    if (!use_history) return said_only("--failed: the history is off (--no-history): judging every test");
    std::optional<HistoryEntry> last;
    try {
        last = History(default_history_file()).latest(problem, file);
    } catch (const JudgeError& e) {
        return said_only(std::string("--failed: no usable history (") + e.what() + "): judging every test");
    }
    if (!last) return said_only("--failed: no earlier submission of " + problem + " in the history: judging every test");
    FirstPass pass;
    for (const auto& t : last->tests)
        if (t.verdict != "AC") pass.names.insert(t.name.bytes());
    const std::string which = fmt::format("submission #{} ({}, {})", last->id, on_terminal(last->file), last->verdict);
    pass.said = pass.names.empty()
                    ? "--failed: nothing failed in " + which + ": judging every test"
                    : fmt::format("--failed: first the {} that failed in {}; the rest only if they pass",
                                  counted(static_cast<std::int64_t>(pass.names.size()), "test", "tests"), which);
    return pass;
}

FirstPass examples_and_failures(const std::vector<TestResult>& last) {
    FirstPass pass;
    pass.group = "examples";
    for (const auto& t : last)
        if (t.verdict != Verdict::AC && !pass.takes(t.name.bytes())) pass.names.insert(t.name.bytes());  // examples come first anyway
    pass.said = pass.names.empty()
                    ? "first the examples; the rest only if they pass"
                    : fmt::format("first the examples and the {} that failed the last time; the rest only if they pass",
                                  counted(static_cast<std::int64_t>(pass.names.size()), "test", "tests"));
    return pass;
}

std::size_t put_first(FirstPass& first, std::vector<TestCase>& tests) {
    const auto in_first = [&](const TestCase& t) { return first.takes(t.name.bytes()); };
    std::stable_partition(tests.begin(), tests.end(), in_first);
    const auto count = static_cast<std::size_t>(std::count_if(tests.begin(), tests.end(), in_first));
    if (!first.names.empty() && count == 0) first.said += " (none of them is in this test set: judging every test)";
    return count;
}

}  // namespace judge
