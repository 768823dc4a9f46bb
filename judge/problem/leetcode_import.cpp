#include "leetcode_import.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "error.hpp"
#include "outside_text.hpp"
#include "safe_text.hpp"
#include "statement_html.hpp"

namespace judge {
namespace {

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool has_any(const std::string& text, std::initializer_list<const char*> phrases) {
    return std::any_of(phrases.begin(), phrases.end(), [&](const char* p) { return text.find(p) != std::string::npos; });
}

std::string params_toml(const std::vector<LeetcodeParam>& params) {
    std::string out = "[";
    for (std::size_t i = 0; i < params.size(); ++i)
        out += fmt::format("{} {{ name = {}, type = {} }}", i ? "," : "", toml_string(params[i].name),
                           toml_string(params[i].type));
    return out + (params.empty() ? "]" : " ]");
}

std::string signature_toml(const LeetcodeQuestion& q) {
    std::string out = "[signature]\n";
    if (!q.design) {
        out += fmt::format("method = {}\nreturns = {}\n", toml_string(q.function.name), toml_string(q.function.returns));
        if (!q.answer_param.empty())
            out += "# In place: the answer is this parameter as the call leaves it.\nanswer = " +
                   toml_string(q.answer_param) + "\n";
        return out + "params = " + params_toml(q.function.params) + "\n";
    }
    out += fmt::format("kind = \"design\"\nclass = {}\nconstructor = {}\n", toml_string(q.class_name),
                       params_toml(q.constructor));
    for (const auto& m : q.methods)
        out += fmt::format("\n[[signature.methods]]\nname = {}\nreturns = {}\nparams = {}\n", toml_string(m.name),
                           toml_string(m.returns), params_toml(m.params));
    return out;
}

// How answers are compared, from what the statement says of them.
std::string choose_checker(const LeetcodeQuestion& q, const std::string& text, std::vector<std::string>& notes,
                           bool& inner_any_order) {
    const std::string said = lower(text);
    const bool list_answer = q.design ? false
                             : q.answer_param.empty()
                                 ? q.function.returns.rfind("vector<", 0) == 0
                                 : false;
    // "Returns a random element ... the same probability" (380): a right
    // answer differs from run to run, so none can be compared with one.
    if (has_any(said, {"random element", "same probability", "equal probability", "uniformly at random",
                       "equally likely", "return a random", "returns a random"})) {
        notes.push_back("the answers are random (the statement says so): a right one differs from run to run, so "
                        "answers are judged for their type, time, memory and crashes only (checker = \"any_answer\"); "
                        "docs/importing.md shows how to give the problem a checker program");
        return "any_answer";
    }
    if (has_any(said, {"return any of them", "return any one of them", "return any such", "return any valid",
                       "any of them is accepted", "any of them will be accepted", "return any answer",
                       "any valid answer", "return any of the", "you may return any", "return any one"})) {
        notes.push_back("the statement accepts any of several answers: no generic checker can decide which are "
                        "right, so answers are judged for their type, time, memory and crashes only (checker = "
                        "\"any_answer\"); docs/importing.md shows how to give the problem a checker program");
        return "any_answer";
    }
    // "You can return the answer in any order", not "the inputs are given in any order".
    bool answer_any_order = false;
    for (std::size_t at = said.find("any order"); at != std::string::npos; at = said.find("any order", at + 1)) {
        const std::string before = said.substr(at > 60 ? at - 60 : 0, at > 60 ? 60 : at);
        if (before.find("return") != std::string::npos || before.find("answer") != std::string::npos ||
            before.find("output") != std::string::npos)
            answer_any_order = true;
    }
    // "the order of the output and the order of the triplets does not matter": inner lists too.
    bool inner_too = false;
    for (std::size_t at = said.find("does not matter"); at != std::string::npos; at = said.find("does not matter", at + 1)) {
        const std::string before = said.substr(at > 80 ? at - 80 : 0, at > 80 ? 80 : at);
        if (before.find("order") != std::string::npos) {
            answer_any_order = true;
            inner_too = before.find("order of the") != before.rfind("order of the");
        }
    }
    // "group the anagrams together ... in any order": each answer is a group,
    // a set, so the order within a group is free as well.
    if (answer_any_order && q.function.returns.rfind("vector<vector<", 0) == 0 && said.find("group") != std::string::npos)
        inner_too = true;
    if (list_answer && answer_any_order) {
        notes.push_back(std::string("answers in any order (the statement says so): checker = \"any_order\"") +
                        (inner_too ? ", each inner list in any order too" : ""));
        if (inner_too) inner_any_order = true;
        return "any_order";
    }
    if (has_any(said, {"10^-5 of the actual answer", "10^-5 of the correct answer", "within 10^-5", "within 10^-6",
                       "answers within 10", "of the actual answer will be accepted"})) {
        notes.push_back("answers within 10^-5 (the statement says so): checker = \"float\"");
        return "float";
    }
    // LeetCode compares a returned double within 10^-5 whether or not the
    // statement says so (50's statement does not).
    if (!q.design && q.answer_param.empty() && q.function.returns.find("double") != std::string::npos) {
        notes.push_back("a double answer: compared within 10^-5, as LeetCode compares them: checker = \"float\"");
        return "float";
    }
    return "exact";
}

// Each example's arguments from the statement's "Input:" texts, one literal
// a line in the parameters' order; none when a text does not name them so.
std::vector<std::string> inputs_from_statement(const std::string& html, const std::vector<LeetcodeParam>& params) {
    std::vector<std::string> out;
    for (const std::string& text : example_input_texts(html)) {
        std::vector<std::size_t> starts, values;
        std::size_t from = 0;
        for (const auto& param : params) {
            const std::string key = param.name + " = ";
            std::size_t at = text.find(key, from);
            while (at != std::string::npos && at > 0 && text[at - 1] != ' ' && text[at - 1] != ',')
                at = text.find(key, at + 1);
            if (at == std::string::npos) return {};
            starts.push_back(at);
            values.push_back(at + key.size());
            from = at + key.size();
        }
        std::string input;
        for (std::size_t i = 0; i < params.size(); ++i) {
            std::size_t end = i + 1 < params.size() ? starts[i + 1] : text.size();
            std::string value = text.substr(values[i], end - values[i]);
            while (!value.empty() && (value.back() == ' ' || value.back() == ',')) value.pop_back();
            if (value.empty()) return {};
            input += value + "\n";
        }
        out.push_back(input);
    }
    return out;
}

}  // namespace

std::string toml_string(const std::string& text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c == 0x7F) out += fmt::format("\\u{:04X}", c);
        else out += static_cast<char>(c);
    }
    return out + "\"";
}

ImportedProblem import_question(const LeetcodeQuestion& q, const std::string& file, const std::string& source) {
    ImportedProblem p;
    p.id = q.id;
    p.slug = q.slug;
    p.folder_name = q.id + "-" + q.slug;
    p.manual = q.manual;
    const std::string text = html_to_text(q.content);
    bool inner_any_order = false;
    p.checker = choose_checker(q, text, p.notes, inner_any_order);

    const std::vector<std::string> outputs = example_outputs(q.content);
    std::vector<std::string> inputs = q.example_inputs;
    // Saved data may hold the first example only (sampleTestCase): the
    // statement writes every example's arguments, "nums = [2,7], target = 9".
    if (inputs.size() < outputs.size() && !q.design)
        if (auto stated = inputs_from_statement(q.content, q.function.params); stated.size() == outputs.size())
            inputs = stated;
    if (outputs.empty())
        throw JudgeError(file + ": the statement states no example's output (no \"Output:\"): the examples would "
                                "have no answers");
    if (outputs.size() > 100)
        throw JudgeError(file + ": " + std::to_string(outputs.size()) + " examples: a statement has a few, not over 100");
    if (outputs.size() != inputs.size())
        throw JudgeError(file + ": the statement states " + std::to_string(outputs.size()) + " output(s) for " +
                         std::to_string(inputs.size()) + " example input(s)");
    for (std::size_t i = 0; i < outputs.size(); ++i)
        p.examples.push_back({inputs[i], outputs[i] + "\n"});
    p.constraints = constraint_lines(q.content);

    p.problem_toml = "# LeetCode " + q.id + ", imported by `judge import` from LeetCode's own data; see\n"
                     "# docs/importing.md. Read by the judge at run time; yours to edit.\n" +
                     fmt::format("id = {}\ntitle = {}\nchecker = {}\ncompile_flags = [\"-std=c++23\", \"-O2\"]\n\n",
                                 toml_string(q.id), toml_string(q.title), toml_string(p.checker)) +
                     (inner_any_order ? "[compare]\ninner_any_order = true\n\n" : "") + signature_toml(q) +
                     "\n# The judge's defaults; `judge verify --calibrate` sets time_ms from accepted solutions.\n"
                     "[limits]\ntime_ms = 1000\nmemory_mib = 256\n\n[imported]\nfrom = " +
                     toml_string(source) + "\nslug = " + toml_string(q.slug) + "\nconstraints = [";
    for (std::size_t i = 0; i < p.constraints.size(); ++i)
        p.problem_toml += std::string(i ? "," : "") + "\n    " + toml_string(p.constraints[i]);
    p.problem_toml += p.constraints.empty() ? "]\n" : ",\n]\n";

    // The title is a stranger's text: one line, as a terminal would show it.
    p.statement_md = "# " + q.id + ". " + on_terminal(OutsideText(q.title)) + "\n\n" + html_to_markdown(q.content);
    // A control byte in the statement (an escape sequence) shown as text: the file is read as text, and shown.
    std::string shown;
    for (char c : p.statement_md)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
            shown += "^" + std::string(1, static_cast<char>(c == 0x7F ? '?' : c + 64));
        else
            shown += c;
    p.statement_md = shown;
    if (!q.python3_snippet.empty()) {
        p.snippet_py = q.python3_snippet;
        if (p.snippet_py.back() != '\n') p.snippet_py += '\n';
    }
    if (!q.cpp_snippet.empty()) {
        p.snippet_cpp = q.cpp_snippet;
        if (p.snippet_cpp.back() != '\n') p.snippet_cpp += '\n';
        p.statement_md += "\n## C++\n\n```cpp\n" + p.snippet_cpp + "```\n";
    }
    return p;
}

}  // namespace judge
