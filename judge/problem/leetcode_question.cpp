#include "leetcode_question.hpp"

#include <nlohmann/json.hpp>

#include <cctype>
#include <map>
#include <set>

#include "error.hpp"
#include "safe_text.hpp"

namespace judge {
namespace {

using nlohmann::json;

std::string located_at(const std::string& file, const std::string& text, std::size_t byte, const std::string& why) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + why;
}

json parse_json(const std::string& text, const std::string& file, std::size_t offset, const std::string& whole) {
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
        std::string what = e.what();
        if (const std::size_t colon = what.rfind(": "); colon != std::string::npos) what = what.substr(colon + 2);
        throw JudgeError(located_at(file, whole, offset + at, "not JSON: " + visible_line(what, 200)));
    }
}

// A page saved as one file by Chromium ("Webpage, Single File", .mhtml):
// MIME, its HTML quoted-printable ("=3D" for '=', "=" at a line's end
// joining it to the next). The whole file decoded: its headers survive it.
std::string quoted_printable(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    auto hex = [](char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '=') {
            out += text[i];
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == '\n') {
            ++i;
        } else if (i + 2 < text.size() && text[i + 1] == '\r' && text[i + 2] == '\n') {
            i += 2;
        } else if (i + 2 < text.size() && hex(text[i + 1]) >= 0 && hex(text[i + 2]) >= 0) {
            out += static_cast<char>(hex(text[i + 1]) * 16 + hex(text[i + 2]));
            i += 2;
        } else {
            out += '=';
        }
    }
    return out;
}

bool is_mhtml(const std::string& text) {
    return text.find("MIME-Version:") < 2000 && text.find("quoted-printable") != std::string::npos;
}

// The JSON of a saved page: its __NEXT_DATA__ script.
json page_data(const std::string& saved, const std::string& file) {
    const std::string text = is_mhtml(saved) ? quoted_printable(saved) : saved;
    const std::size_t id = text.find("__NEXT_DATA__");
    if (id == std::string::npos)
        throw JudgeError(file + ": a page without the problem's data (no __NEXT_DATA__ script): save the page "
                                "complete (HTML), or the question's JSON");
    const std::size_t open = text.find('>', id);
    std::size_t close = open == std::string::npos ? open : text.find("</script>", open);
    if (close == std::string::npos && open != std::string::npos) close = text.find("</SCRIPT>", open);
    if (close == std::string::npos) throw JudgeError(file + ": its __NEXT_DATA__ script has no end");
    return parse_json(text.substr(open + 1, close - open - 1), file, open + 1, text);
}

const char* const k_question_keys[] = {"content",          "metaData",       "codeSnippets", "exampleTestcases",
                                       "exampleTestcaseList", "sampleTestCase", "questionFrontendId"};

// Every object of the document that holds part of a question (a slug and
// one of its fields), walked without recursion.
std::vector<const json*> question_parts(const json& doc) {
    std::vector<const json*> found, todo{&doc};
    std::size_t visited = 0;
    while (!todo.empty() && ++visited < 5'000'000) {
        const json* j = todo.back();
        todo.pop_back();
        if (j->is_object()) {
            if (j->contains("titleSlug") && (*j)["titleSlug"].is_string())
                for (const char* key : k_question_keys)
                    if (j->contains(key)) {
                        found.push_back(j);
                        break;
                    }
            for (auto it = j->rbegin(); it != j->rend(); ++it)
                todo.push_back(&*it);
        } else if (j->is_array()) {
            for (auto it = j->rbegin(); it != j->rend(); ++it)
                todo.push_back(&*it);
        }
    }
    return found;
}

std::string string_field(const std::map<std::string, const json*>& q, const char* key) {
    auto it = q.find(key);
    return it != q.end() && it->second->is_string() ? it->second->get<std::string>() : std::string();
}

bool is_identifier(const std::string& s) {
    if (s.empty() || s.size() > 100 || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

struct MetaReader {
    const std::string& file;

    [[noreturn]] void fail(const std::string& why) const { throw JudgeError(file + ": metaData: " + why); }

    std::string name_of(const json& j, const std::string& what) const {
        if (!j.is_object() || !j.contains("name") || !j["name"].is_string()) fail(what + " has no name");
        std::string name = j["name"].get<std::string>();
        if (!is_identifier(name)) fail(what + " '" + visible_line(name, 80) + "' is not a name the judge can use");
        return name;
    }

    std::string type_of(const json& j, const std::string& what) const {
        if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) fail(what + " has no type");
        try {
            return cpp_type_of(j["type"].get<std::string>());
        } catch (const JudgeError& e) {
            fail(what + ": " + e.what());
        }
    }

    std::vector<LeetcodeParam> params(const json& owner, const std::string& what) const {
        std::vector<LeetcodeParam> out;
        if (!owner.contains("params")) return out;
        const json& list = owner["params"];
        if (!list.is_array()) fail(what + ": params is not a list");
        for (const json& p : list) {
            // A parameter only one language has ("lang": "c": the size C
            // passes beside an array) is not C++'s or Python's.
            if (p.is_object() && p.contains("lang") && p["lang"] != "cpp" && p["lang"] != "python3") continue;
            LeetcodeParam param;
            param.name = name_of(p, "a parameter of " + what);
            param.type = type_of(p, "parameter '" + param.name + "' of " + what);
            if (param.type == "void") fail("parameter '" + param.name + "' of " + what + " is void");
            out.push_back(param);
        }
        return out;
    }

    std::string returns(const json& owner, const std::string& what) const {
        if (!owner.contains("return")) return "void";
        return type_of(owner["return"], "the return of " + what);
    }
};

// How many parameters the snippet's method NAME takes (its first
// declaration "NAME("), or -1 (as size_t: never a count) when it has none.
std::size_t snippet_arity(const std::string& snippet, const std::string& name) {
    for (std::size_t at = snippet.find(name + "("); at != std::string::npos; at = snippet.find(name + "(", at + 1)) {
        if (at > 0 && (std::isalnum(static_cast<unsigned char>(snippet[at - 1])) || snippet[at - 1] == '_')) continue;
        std::size_t count = 0;
        int depth = 0;
        bool any = false;
        for (std::size_t i = at + name.size() + 1; i < snippet.size(); ++i) {
            const char c = snippet[i];
            if (c == '(' || c == '<' || c == '[' || c == '{') ++depth;
            if (c == '>' || c == ']' || c == '}') --depth;
            if (c == ')' && depth-- == 0) return any ? count + 1 : 0;
            if (c == ',' && depth == 0) ++count;
            if (!std::isspace(static_cast<unsigned char>(c))) any = true;
        }
        break;
    }
    return static_cast<std::size_t>(-1);
}

void read_meta(LeetcodeQuestion& q, const std::string& meta_text, const std::string& file) {
    json meta;
    try {
        meta = json::parse(meta_text);
    } catch (const json::parse_error& e) {
        throw JudgeError(file + ": metaData does not parse as JSON (at its byte " + std::to_string(e.byte) + ")");
    }
    if (!meta.is_object()) throw JudgeError(file + ": metaData is not an object");
    MetaReader r{file};
    // LeetCode runs such a problem with a driver written for it; whether
    // its examples follow the signature is decided with the snippet.
    q.manual = meta.contains("manual") && meta["manual"] == true;
    if (meta.contains("classname")) {
        q.design = true;
        if (!meta["classname"].is_string() || !is_identifier(meta["classname"].get<std::string>()))
            r.fail("classname is not a name the judge can use");
        q.class_name = meta["classname"].get<std::string>();
        if (meta.contains("constructor")) q.constructor = r.params(meta["constructor"], "the constructor");
        if (!meta.contains("methods") || !meta["methods"].is_array() || meta["methods"].empty())
            r.fail("a design class without methods");
        for (const json& m : meta["methods"]) {
            LeetcodeMethod method;
            method.name = r.name_of(m, "a method");
            method.params = r.params(m, "method " + method.name);
            method.returns = r.returns(m, "method " + method.name);
            q.methods.push_back(method);
        }
        return;
    }
    q.function.name = r.name_of(meta, "the method");
    q.function.params = r.params(meta, "method " + q.function.name);
    q.function.returns = r.returns(meta, "method " + q.function.name);
    if (q.function.returns == "void") {
        // In place: LeetCode names the parameter whose final state is the answer.
        const json* output = meta.contains("output") ? &meta["output"] : nullptr;
        if (!output || !output->is_object() || !output->contains("paramindex") ||
            !(*output)["paramindex"].is_number_integer())
            r.fail("method " + q.function.name + " returns void and names no parameter as its answer (output.paramindex)");
        const auto index = (*output)["paramindex"].get<long long>();
        if (index < 0 || index >= static_cast<long long>(q.function.params.size()))
            r.fail("output.paramindex " + std::to_string(index) + " is not a parameter");
        q.answer_param = q.function.params[static_cast<std::size_t>(index)].name;
    }
}

std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
        start = end + 1;
    }
    while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string::npos)
        lines.pop_back();
    return lines;
}

void read_examples(LeetcodeQuestion& q, const std::map<std::string, const json*>& fields, const std::string& file) {
    const std::size_t per_case = q.design ? 2 : q.function.params.size();
    if (per_case == 0) throw JudgeError(file + ": method " + q.function.name + " takes no argument: nothing to test");
    auto add_case_lines = [&](const std::vector<std::string>& lines, const std::string& where) {
        if (lines.empty() || lines.size() % per_case != 0)
            throw JudgeError(file + ": " + where + " holds " + std::to_string(lines.size()) + " line(s), not a multiple of "
                             "the " + std::to_string(per_case) + " a case takes (" +
                             (q.design ? std::string("the calls and their arguments")
                                       : std::to_string(per_case) + " argument(s)") +
                             "): an interactive problem, or arguments the signature does not show");
        for (std::size_t i = 0; i < lines.size(); i += per_case) {
            std::string input;
            for (std::size_t k = 0; k < per_case; ++k)
                input += lines[i + k] + "\n";
            q.example_inputs.push_back(input);
        }
    };
    if (auto it = fields.find("exampleTestcaseList"); it != fields.end() && it->second->is_array()) {
        for (const json& one : *it->second)
            if (one.is_string()) add_case_lines(split_lines(one.get<std::string>()), "an exampleTestcaseList entry");
        if (!q.example_inputs.empty()) return;
    }
    for (const char* key : {"exampleTestcases", "sampleTestCase"}) {
        const std::string text = string_field(fields, key);
        if (text.empty()) continue;
        add_case_lines(split_lines(text), key);
        return;
    }
}

}  // namespace

std::string cpp_type_of(std::string_view t) {
    std::string_view s = t;
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    if (s.size() > 2 && s.substr(s.size() - 2) == "[]") return "vector<" + cpp_type_of(s.substr(0, s.size() - 2)) + ">";
    if (s.size() > 6 && s.substr(0, 5) == "list<" && s.back() == '>')
        return "vector<" + cpp_type_of(s.substr(5, s.size() - 6)) + ">";
    static const std::pair<std::string_view, std::string_view> k_names[] = {
        {"integer", "int"},     {"int", "int"},         {"long", "long long"},   {"double", "double"},
        {"boolean", "bool"},    {"character", "char"},  {"string", "string"},    {"String", "string"},
        {"void", "void"},       {"ListNode", "ListNode*"}, {"TreeNode", "TreeNode*"},
    };
    for (const auto& [leetcode, cpp] : k_names)
        if (s == leetcode) return std::string(cpp);
    throw JudgeError("type '" + visible_line(t, 80) +
                     "' is not one the judge has yet (it has integer, long, double, boolean, character, string, "
                     "ListNode, TreeNode, and arrays and lists of them)");
}

LeetcodeQuestion parse_leetcode_question(const std::string& saved, const std::string& file) {
    // A byte-order mark some editors put first is not content.
    const std::string text(without_bom(saved));
    std::size_t start = 0;
    while (start < text.size() && std::isspace(static_cast<unsigned char>(text[start])))
        ++start;
    const bool is_json = start < text.size() && (text[start] == '{' || text[start] == '[');
    const json doc = is_json ? parse_json(text, file, 0, text) : page_data(text, file);
    const std::vector<const json*> parts = question_parts(doc);
    // The question is the one whose signature is here: a page also lists
    // other questions (similar ones, the daily one) by their slugs.
    std::string slug;
    for (const char* key : {"metaData", "content"}) {
        for (const json* p : parts)
            if (p->contains(key) && (*p)[key].is_string()) {
                slug = (*p)["titleSlug"].get<std::string>();
                break;
            }
        if (!slug.empty()) break;
    }
    if (slug.empty())
        throw JudgeError(file + ": no LeetCode question in it (no object with a titleSlug and its metaData or "
                                "content)");
    std::map<std::string, const json*> fields;  // the first non-null value of each field
    for (const json* p : parts)
        if ((*p)["titleSlug"] == slug)
            for (auto it = p->begin(); it != p->end(); ++it)
                if (!it.value().is_null()) fields.emplace(it.key(), &it.value());

    LeetcodeQuestion q;
    q.slug = slug;
    if (slug.empty() || slug.size() > 100 || slug.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos ||
        slug.front() == '-')
        throw JudgeError(file + ": titleSlug '" + visible_line(slug, 80) +
                         "' is not a slug (lower-case letters, digits and -): it would name a folder");
    q.id = string_field(fields, "questionFrontendId");
    if (q.id.empty()) q.id = string_field(fields, "questionId");
    if (q.id.empty() || q.id.size() > 20 || q.id.find_first_not_of("0123456789") != std::string::npos || q.id[0] == '0')
        throw JudgeError(file + ": questionFrontendId '" + visible_line(q.id, 80) +
                         "' is not a problem number (digits only, from 1, no leading zero)");
    q.title = string_field(fields, "title");
    if (q.title.empty()) q.title = string_field(fields, "questionTitle");
    if (q.title.empty()) q.title = slug;
    q.content = string_field(fields, "content");
    if (q.content.empty())
        throw JudgeError(file + ": no statement (content is empty: a premium problem saved without access?)");
    const std::string meta = string_field(fields, "metaData");
    if (meta.empty()) throw JudgeError(file + ": no metaData: the signature is not in it");
    read_meta(q, meta, file);
    if (auto it = fields.find("codeSnippets"); it != fields.end() && it->second->is_array())
        for (const json& s : *it->second)
            if (s.is_object() && s.contains("code") && s["code"].is_string()) {
                if (s.value("langSlug", "") == "cpp") q.cpp_snippet = s["code"].get<std::string>();
                if (s.value("langSlug", "") == "python3") q.python3_snippet = s["code"].get<std::string>();
            }
    // An interactive problem: the solution calls an API the page declares
    // and the judge would have to provide (isBadVersion, guess, Master, ...).
    for (const char* mark : {"is defined for you", "Forward declaration of", "API interface", "interface for you"})
        if (q.cpp_snippet.find(mark) != std::string::npos)
            throw JudgeError(file + ": an interactive problem: its C++ snippet calls an API the judge does not "
                                    "provide (\"" + std::string(mark) + "...\")");
    // A problem LeetCode runs with a driver of its own (metaData.manual) is
    // judged as any other where the C++ method takes the arguments metaData
    // lists (200's grid); where it takes fewer, the examples carry what the
    // driver hides from it (237 gets a node of the list, not the list).
    if (q.manual && !q.design && snippet_arity(q.cpp_snippet, q.function.name) != q.function.params.size())
        throw JudgeError(file + ": LeetCode judges this problem with a driver of its own (metaData.manual): its "
                                "examples do not follow its signature, so the judge cannot run them yet");
    if (q.manual && q.design)
        throw JudgeError(file + ": LeetCode judges this design problem with a driver of its own (metaData.manual): "
                                "the judge cannot run its examples yet");
    read_examples(q, fields, file);
    return q;
}

}  // namespace judge
