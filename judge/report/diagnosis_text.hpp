// The sanitized re-run's finding as the reports show it, under the failing
// test. Its words come from the submission's own process (the sanitizer
// runs inside it), so every report says so and escapes them like any
// other text of the submission.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "diagnosis.hpp"
#include "grader.hpp"

namespace judge {

inline constexpr const char* k_diagnosis_source =
    "from the sanitized re-run of this test: ASan and UBSan report from inside the submission's own process";
inline constexpr const char* k_traceback_source =
    "from the traceback the run printed: Python's words, from inside the submission's own process";

// The label and the whose-words line of a finding: "sanitizer" or "exception".
std::string diagnosis_label(const Diagnosis& d);
std::string diagnosis_source(const Diagnosis& d);

// "heap-buffer-overflow at mine.cpp:14" (raw: the caller escapes it).
std::string diagnosis_headline(const Diagnosis& d);

// The terminal's lines: the headline, what happened, whose words; or the
// note on why there is no finding. Made visible() for a terminal.
std::string diagnosis_lines(const TestResult& test);

// A run's finding in the JSON of `run` and `stress`: "diagnosis" (kind,
// file, line, text) and "diagnosis_note", each where there is one.
void add_diagnosis_json(nlohmann::json& doc, const TestResult& test);

}  // namespace judge
