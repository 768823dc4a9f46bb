// Checkers decide whether an output is right, and say exactly what differed
// (as testlib's do). A problem names its checker in problem.toml: exact
// (the default), any_order, float, or program (its own checker.cpp, run by
// ToolBox::checker). Every comparison of an output with an answer (submit,
// run, stress, verify, --mode leetcode, a reference that disagrees with an
// .ans) goes through AnswerChecker::check.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "problem.hpp"

namespace judge {

struct CheckResult {
    bool ok;
    std::string message;  // empty when ok
};

class AnswerChecker {
public:
    virtual ~AnswerChecker() = default;
    // Whether `got` (what the program printed) is a right answer to the test
    // `input` whose expected answer is `expected`. A line the driver wrote in
    // place of an answer ("judge driver: the returned list is cyclic ...") is
    // the reason given. Thread-safe: tests are graded in parallel.
    CheckResult check(std::string_view input, std::string_view expected, std::string_view got) const;

protected:
    virtual CheckResult compare(std::string_view input, std::string_view expected, std::string_view got) const = 0;
};

// Trailing white space on each line, CR before LF and trailing empty lines
// are ignored; everything else must match.
CheckResult check_exact(std::string_view expected, std::string_view got);

// exact, any_order or float, as the problem says (its [compare] options; a
// design problem's first wrong call named). Throws JudgeError for a checker
// program (ToolBox::checker builds that one) or an unknown name.
std::unique_ptr<AnswerChecker> builtin_checker(const Problem& problem);

// `inner`, but a test whose expected answer is empty (k_from_nothing: no
// answer is known) is judged for its type alone, as any_answer judges.
std::unique_ptr<AnswerChecker> with_unanswered(std::unique_ptr<AnswerChecker> inner, const Problem& problem);

// The text with CRLF and trailing white space removed, as compared.
std::string normalize_output(std::string_view text);

}  // namespace judge
