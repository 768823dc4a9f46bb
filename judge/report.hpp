// Reporting a submission: the terminal table (streamed as tests finish) and
// the JSON report of DESIGN.md.
#pragma once

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "grader.hpp"

namespace judge {

class TerminalReport {
public:
    // colour: ANSI colours (a TTY without NO_COLOR).
    TerminalReport(std::FILE* out, bool colour) : m_out(out), m_colour(colour) {}

    void header(const Problem& problem, const std::string& solution, const Limits& limits, std::size_t tests) const;
    void compiled(const CompileResult& compile) const;
    void begin_table() const;  // the column heads, after compiled()
    void test_row(const TestResult& result) const;
    void summary(const SubmissionResult& submission) const;

private:
    std::string paint(const std::string& text, Verdict v) const;
    std::FILE* m_out;
    bool m_colour;
};

// True when stdout is a terminal and NO_COLOR is unset or empty.
bool colour_wanted(std::FILE* out);

// Cuts long text to `max` characters, saying how much was left out.
std::string abbreviate(const std::string& text, std::size_t max);

nlohmann::json submission_json(const SubmissionResult& submission);

// Writes a JSON document to a file (atomically), or to stdout for "-".
void write_json_report(const std::string& target, const nlohmann::json& doc);

}  // namespace judge
