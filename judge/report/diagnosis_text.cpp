#include "diagnosis_text.hpp"

#include "report.hpp"
#include "safe_text.hpp"

namespace judge {

std::string diagnosis_headline(const Diagnosis& d) {
    return d.kind + " at " + d.file + (d.line > 0 ? ":" + std::to_string(d.line) : " (no line of yours on the stack)");
}

std::string diagnosis_lines(const TestResult& test) {
    std::string out;
    if (test.diagnosis)
        out += labelled("sanitizer", visible(diagnosis_headline(*test.diagnosis) + "\n" + test.diagnosis->text + "\n(" +
                                             k_diagnosis_source + ")"));
    if (!test.diagnosis_note.empty()) out += labelled("note", visible(test.diagnosis_note));
    return out;
}

}  // namespace judge
