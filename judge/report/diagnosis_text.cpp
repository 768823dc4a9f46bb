#include "diagnosis_text.hpp"

#include "report.hpp"
#include "safe_text.hpp"

namespace judge {

std::string diagnosis_headline(const Diagnosis& d) {
    return d.kind + " at " + d.file + (d.line > 0 ? ":" + std::to_string(d.line) : " (no line of yours on the stack)");
}

std::string diagnosis_label(const Diagnosis& d) {
    return d.source == "traceback" ? "exception" : "sanitizer";
}

std::string diagnosis_source(const Diagnosis& d) {
    if (d.source == "traceback") return k_traceback_source;
    if (!d.rerun_of.empty())
        return "from the sanitized re-run of " + d.rerun_of +
               ": ASan and UBSan report from inside the submission's own process";
    return k_diagnosis_source;
}

std::string diagnosis_lines(const TestResult& test) {
    std::string out;
    if (test.diagnosis)
        out += labelled(diagnosis_label(*test.diagnosis),
                        visible(diagnosis_headline(*test.diagnosis) + "\n" + test.diagnosis->text + "\n(" +
                                diagnosis_source(*test.diagnosis) + ")"));
    if (!test.diagnosis_note.empty()) out += labelled("note", visible(test.diagnosis_note));
    return out;
}

void add_diagnosis_json(nlohmann::json& doc, const TestResult& test) {
    if (test.diagnosis)
        doc["diagnosis"] = {{"kind", test.diagnosis->kind},
                            {"file", test.diagnosis->file},
                            {"line", test.diagnosis->line},
                            {"text", test.diagnosis->text}};
    if (!test.diagnosis_note.empty()) doc["diagnosis_note"] = test.diagnosis_note;
}

}  // namespace judge
