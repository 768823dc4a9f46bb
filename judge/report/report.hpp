// Reporting a submission: the terminal table (streamed as tests finish) and
// the JSON report of docs/contract.md.
#pragma once

#include <cstdio>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

class TerminalReport {
public:
    // colour: ANSI colours. quiet: the verdict line only (submit --quiet).
    TerminalReport(std::FILE* out, bool colour, bool quiet = false) : m_out(out), m_colour(colour), m_quiet(quiet) {}

    void header(const Problem& problem, const std::string& solution, const Limits& limits, std::size_t tests,
                const std::string& mode) const;
    void compiled(const CompileResult& compile) const;
    // The column heads, after compiled(); the name column fits the longest name.
    void begin_table(const std::vector<OutsideText>& names);
    void test_row(const TestResult& result) const;
    // The comparisons, then the first failure in full, then the verdict line
    // last, where the eye lands after a long table.
    void summary(const SubmissionResult& submission) const;

private:
    std::string paint(const std::string& text, Verdict v) const;
    std::FILE* m_out;
    bool m_colour;
    bool m_quiet;
    std::size_t m_name_width = 28;
};

// Whether to colour `out`: "always", "never", or "auto" (a terminal, NO_COLOR
// unset or empty, TERM not "dumb").
bool colour_wanted(std::FILE* out, const std::string& when = "auto");

// Cuts long text to `max` characters, saying how much was left out.
std::string abbreviate(const std::string& text, std::size_t max);

// What a test printed (its stderr) as every report shows it: under
// --like-leetcode the sanitizers wrote there too, and their lines are left
// out (their report is the test's diagnosis; their warnings nobody's).
std::string printed_text(const SubmissionResult& s, const TestResult& t);

// "  input:    [[1,3],...]\n" with every later line of the text starting
// under the first, not at column 0.
std::string labelled(const std::string& label, const std::string& text);
// Every line of `text` after `spaces` spaces: a block of a submission's
// words (its compile log) never starts a line of the report's own.
std::string indented(const std::string& text, std::size_t spaces);

// The one name of what a solution printed itself (its stdout kept apart
// from the answer, as LeetCode's "Stdout"), in every report.
inline constexpr const char* k_printed_label = "printed";

nlohmann::json submission_json(const SubmissionResult& submission);

// The document with every string and key through json_text (valid UTF-8);
// a member whose text was not UTF-8 gets its exact bytes beside it, in
// base64, as "<key>_base64" ("got" and "got_base64").
nlohmann::json json_safe(nlohmann::json doc);
// Writes a JSON document (json_safe) to a file (atomically), or to stdout for "-".
void write_json_report(const std::string& target, const nlohmann::json& doc);
// The same for a submission's report (submission_json).
void write_json_report(const std::string& target, const SubmissionResult& submission);

}  // namespace judge
