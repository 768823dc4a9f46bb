#include "problem.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string_view>

#include "error.hpp"
#include "safe_text.hpp"
#include "workspace.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

std::string declaration(const std::string& returns, const std::string& name, const std::vector<Parameter>& params) {
    std::string s = (returns.empty() ? "" : returns + " ") + name + "(";
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (i) s += ", ";
        const auto& t = params[i].type;
        s += t.cpp_name() + (t.by_reference() ? "& " : " ") + params[i].name;
    }
    return s + ")";
}

std::string Signature::display() const {
    if (!design) return declaration(returns.cpp_name(), method, params);
    std::string s = "class " + class_name + " { " + declaration("", class_name, constructor) + ";";
    for (const auto& m : methods)
        s += " " + declaration(m.returns.cpp_name(), m.name, m.params) + ";";
    return s + " }";
}

int Signature::answer_index() const {
    for (std::size_t i = 0; i < params.size(); ++i)
        if (!answer.empty() && params[i].name == answer) return static_cast<int>(i);
    return -1;
}

TypeSpec Signature::answer_type() const {
    if (design) return TypeSpec{TypeKind::Any, nullptr};
    if (int i = answer_index(); i >= 0) return params[static_cast<std::size_t>(i)].type;
    return returns;
}

bool Signature::uses(TypeKind node) const {
    auto in = [&](const std::vector<Parameter>& ps) {
        for (const auto& p : ps)
            if (p.type.uses(node)) return true;
        return false;
    };
    if (returns.uses(node) || in(params) || in(constructor)) return true;
    for (const auto& m : methods)
        if (m.returns.uses(node) || in(m.params)) return true;
    return false;
}

namespace {

[[noreturn]] void fail_at(const fs::path& file, const toml::node* node, const std::string& message) {
    if (node) {
        auto where = node->source().begin;
        throw JudgeError(located(file.string(), static_cast<int>(where.line), static_cast<int>(where.column), message));
    }
    throw JudgeError(file.string() + ": " + message);
}

std::string require_string(const fs::path& file, const toml::table& t, const char* key, const char* context) {
    const toml::node* node = t.get(key);
    if (!node || !node->is_string())
        fail_at(file, node ? node : &t, std::string(context) + ": expected string '" + key + "'");
    return **node->as_string();
}

// A name the driver writes into C++ (a class, a method, a parameter): an
// identifier, and not one of the language's keywords, or the driver would
// not compile and the submission would be blamed for it.
bool is_cpp_keyword(std::string_view name) {
    static constexpr std::string_view keywords[] = {
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
        "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
        "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
        "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
        "friend", "goto", "if", "inline", "int", "long", "main", "mutable", "namespace", "new", "noexcept", "not",
        "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
        "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static", "static_assert",
        "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef",
        "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor",
        "xor_eq"};
    return std::find(std::begin(keywords), std::end(keywords), name) != std::end(keywords);
}

std::string require_name(const fs::path& file, const toml::table& t, const char* key, const char* context) {
    std::string name = require_string(file, t, key, context);
    auto head = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; };
    const bool identifier = !name.empty() && head(name[0]) &&
                            std::all_of(name.begin(), name.end(), [&](char c) {
                                return head(c) || std::isdigit(static_cast<unsigned char>(c));
                            });
    if (!identifier || is_cpp_keyword(name) || name.starts_with("judge_") || name.find("__") != std::string::npos)
        fail_at(file, t.get(key),
                std::string(context) + "." + key + ": '" + name +
                    "' is not a C++ name the driver can use (letters, digits and _, not a keyword, no __ or judge_)");
    return name;
}

int optional_positive(const fs::path& file, const toml::table& t, const char* key, int fallback) {
    const toml::node* node = t.get(key);
    if (!node) return fallback;
    if (!node->is_integer() || **node->as_integer() <= 0 || **node->as_integer() > 1'000'000'000)
        fail_at(file, node, std::string("'") + key + "' must be a positive integer");
    return static_cast<int>(**node->as_integer());
}

TypeSpec type_at(const fs::path& file, const toml::table& t, const char* key, const char* context) {
    std::string text = require_string(file, t, key, context);
    try {
        return parse_type(text);
    } catch (const JudgeError& e) {
        fail_at(file, t.get(key), e.what());
    }
}

std::vector<Parameter> params_at(const fs::path& file, const toml::table& t, const char* key, const char* context,
                                 bool required) {
    std::vector<Parameter> out;
    const toml::node* node = t.get(key);
    if (!node) {
        if (required) fail_at(file, &t, std::string(context) + ": expected array '" + key + "'");
        return out;
    }
    const toml::array* params = node->as_array();
    if (!params) fail_at(file, node, std::string(context) + ": expected array '" + key + "'");
    for (const toml::node& n : *params) {
        const toml::table* pt = n.as_table();
        if (!pt) fail_at(file, &n, std::string(context) + "." + key + ": expected { name = ..., type = ... }");
        Parameter param{require_name(file, *pt, "name", "parameter"), type_at(file, *pt, "type", "parameter")};
        if (param.type.kind == TypeKind::Void) fail_at(file, pt->get("type"), "parameter: void is a return type only");
        for (const Parameter& other : out)
            if (other.name == param.name) fail_at(file, pt->get("name"), "parameter '" + param.name + "' named twice");
        out.push_back(std::move(param));
    }
    return out;
}

void read_signature(const fs::path& file, const toml::table& sig, Signature& out) {
    std::string kind = sig.contains("kind") ? require_string(file, sig, "kind", "signature") : "solution";
    if (kind != "solution" && kind != "design")
        fail_at(file, sig.get("kind"), "signature.kind: \"solution\" (a method of class Solution) or \"design\"");
    out.design = kind == "design";
    if (out.design) {
        out.class_name = require_name(file, sig, "class", "signature");
        out.returns = TypeSpec{TypeKind::Void, nullptr};
        out.constructor = params_at(file, sig, "constructor", "signature", false);
        const toml::node* node = sig.get("methods");
        const toml::array* methods = node ? node->as_array() : nullptr;
        if (!methods || methods->empty())
            fail_at(file, node ? node : &sig, "signature: a design problem needs [[signature.methods]]");
        for (const toml::node& n : *methods) {
            const toml::table* mt = n.as_table();
            if (!mt) fail_at(file, &n, "signature.methods: expected tables");
            Method m{require_name(file, *mt, "name", "method"), type_at(file, *mt, "returns", "method"),
                     params_at(file, *mt, "params", "method", false)};
            for (const auto& other : out.methods)
                if (other.name == m.name) fail_at(file, mt->get("name"), "method '" + m.name + "' named twice");
            if (m.name == out.class_name)
                fail_at(file, mt->get("name"), "method '" + m.name + "': the class's name is its constructor's");
            out.methods.push_back(std::move(m));
        }
        for (const char* solution_only : {"method", "returns", "params", "answer"})
            if (sig.contains(solution_only))
                fail_at(file, sig.get(solution_only),
                        std::string("signature.") + solution_only + ": a design problem has constructor and methods");
        return;
    }
    out.class_name = sig.contains("class") ? require_name(file, sig, "class", "signature") : "Solution";
    out.method = require_name(file, sig, "method", "signature");
    out.returns = type_at(file, sig, "returns", "signature");
    out.params = params_at(file, sig, "params", "signature", true);
    if (out.params.empty()) fail_at(file, sig.get("params"), "signature.params: at least one parameter");
    if (sig.contains("answer")) {
        out.answer = require_string(file, sig, "answer", "signature");
        if (out.answer_index() < 0)
            fail_at(file, sig.get("answer"), "signature.answer: '" + out.answer + "' is not a parameter's name");
        if (out.returns.kind != TypeKind::Void)
            fail_at(file, sig.get("answer"), "signature.answer: an in-place answer needs returns = \"void\"");
    } else if (out.returns.kind == TypeKind::Void) {
        fail_at(file, sig.get("returns"),
                "signature: a void method's answer is a parameter: answer = \"<its name>\"");
    }
}

}  // namespace

Problem load_problem(const fs::path& dir, const fs::path& testcases_root) {
    fs::path file = dir / "problem.toml";
    if (!fs::exists(fs::symlink_status(file))) throw JudgeError(file.string() + ": missing problem metadata");
    // Read as every file handed to the judge is: a regular file, bounded.
    const std::string text = read_checked_file(file, "problem metadata");
    toml::table doc;
    try {
        doc = toml::parse(text, file.string());
    } catch (const toml::parse_error& e) {
        auto where = e.source().begin;
        throw JudgeError(located(file.string(), static_cast<int>(where.line), static_cast<int>(where.column),
                                 std::string(e.description())));
    }
    Problem p;
    p.dir = dir;
    p.id = require_string(file, doc, "id", "problem");
    // The id names folders, files, history rows and command lines: letters,
    // digits, - and _ only, so that it is safe in every sink as it is.
    if (p.id.empty() || p.id.size() > 64 || p.id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != std::string::npos)
        fail_at(file, doc.get("id"), "id: '" + visible_line(p.id, 80) + "' is not an id (letters, digits, - and _; at most 64)");
    p.title = require_string(file, doc, "title", "problem");
    p.imported = doc.contains("imported");
    if (const toml::array* lines = doc["imported"]["constraints"].as_array())
        for (const auto& line : *lines)
            if (auto text = line.value<std::string>()) p.constraints.push_back(*text);
    std::string name = dir.filename().string();
    p.slug = name.size() > p.id.size() + 1 ? name.substr(p.id.size() + 1) : name;
    p.tests = testcases_root / p.id;
    p.solutions = testcases_root.parent_path() / "solutions" / p.id;

    const toml::table* sig = doc["signature"].as_table();
    if (!sig) fail_at(file, &doc, "missing [signature] table");
    read_signature(file, *sig, p.signature);
    if (const toml::table* lim = doc["limits"].as_table()) {
        p.limits.time_ms = optional_positive(file, *lim, "time_ms", p.limits.time_ms);
        p.limits.memory_mib = optional_positive(file, *lim, "memory_mib", p.limits.memory_mib);
        p.limits.output_kib = optional_positive(file, *lim, "output_kib", p.limits.output_kib);
        p.limits.stack_mib = optional_positive(file, *lim, "stack_mib", std::min(p.limits.stack_mib, p.limits.memory_mib));
        if (p.limits.stack_mib > p.limits.memory_mib)
            fail_at(file, lim->get("stack_mib"), "stack_mib (" + std::to_string(p.limits.stack_mib) +
                                                      ") is more than memory_mib (" +
                                                      std::to_string(p.limits.memory_mib) + "): the stack is memory too");
        p.limits.python_time_ms = optional_positive(file, *lim, "python3_time_ms", 0);
        p.limits.calibrate_multiplier = optional_positive(file, *lim, "multiplier", p.limits.calibrate_multiplier);
        p.limits.calibrate_floor_ms = optional_positive(file, *lim, "floor_ms", p.limits.calibrate_floor_ms);
    }
    if (doc.contains("checker")) {
        p.checker = require_string(file, doc, "checker", "problem");
        if (std::find_if(std::begin(k_checker_names), std::end(k_checker_names),
                         [&](const char* n) { return p.checker == n; }) == std::end(k_checker_names))
            fail_at(file, doc.get("checker"), "unknown checker '" + p.checker + "' (known: exact, any_order, float, any_answer, program)");
        if (p.checker == "any_order" && p.signature.design)
            fail_at(file, doc.get("checker"), "any_order: a design problem's answers are in the order of its calls");
    }
    if (const toml::node* node = doc.get("compare")) {
        const toml::table* cmp = node->as_table();
        if (!cmp) fail_at(file, node, "compare: expected a table");
        for (const auto& [key, value] : *cmp) {
            if (key == "inner_any_order") {
                if (!value.is_boolean()) fail_at(file, &value, "compare.inner_any_order: expected true or false");
                p.compare.inner_any_order = **value.as_boolean();
            } else if (key == "abs_tol" || key == "rel_tol") {
                std::optional<double> v = value.value<double>();
                if (!v || !(*v >= 0) || *v > 1e300)
                    fail_at(file, &value, "compare." + std::string(key.str()) + ": expected a number >= 0");
                (key == "abs_tol" ? p.compare.abs_tol : p.compare.rel_tol) = *v;
            } else {
                fail_at(file, &value, "compare: unknown key '" + std::string(key.str()) +
                                          "' (known: inner_any_order, abs_tol, rel_tol)");
            }
        }
    }
    if (const toml::array* flags = doc["compile_flags"].as_array()) {
        p.compile_flags.clear();
        for (const toml::node& n : *flags) {
            if (!n.is_string()) fail_at(file, &n, "compile_flags: expected strings");
            // A flag is one word on a command line, and is written into comments (export): no control character.
            if (std::any_of((**n.as_string()).begin(), (**n.as_string()).end(),
                            [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; }))
                fail_at(file, &n, "compile_flags: a flag holds a control character (a new line, a tab, ...)");
            p.compile_flags.push_back(**n.as_string());
        }
    }
    if (const toml::table* tools = doc["tools"].as_table()) {
        auto file_at = [&](const char* key, const fs::path& base) -> fs::path {
            if (!tools->contains(key)) return {};
            fs::path path = base / require_string(file, *tools, key, "tools");
            if (!fs::exists(path))
                fail_at(file, tools->get(key), std::string("tools.") + key + ": no such file " + path.string());
            return path;
        };
        p.tools.validator = file_at("validator", dir);
        p.tools.generator = file_at("generator", dir);
        p.tools.recipe = file_at("recipe", dir);
        p.tools.explainer = file_at("explainer", dir);
        p.tools.reference = file_at("reference", p.solutions / "accepted");
        p.tools.checker = file_at("checker", dir);
    }
    if (p.checker == "program" && p.tools.checker.empty())
        fail_at(file, doc.get("checker"), "checker = \"program\" needs its source: [tools] checker = \"checker.cpp\"");
    return p;
}

namespace {

// Where the first `KEY = N` line of a TOML text sets its number: the line's
// start and the number's end.
std::optional<std::pair<std::size_t, std::size_t>> assignment(const std::string& toml_text, std::string_view key) {
    auto blank = [&](std::size_t i) { return toml_text[i] == ' ' || toml_text[i] == '\t'; };
    for (std::size_t line = 0; line < toml_text.size();) {
        std::size_t end = std::min(toml_text.find('\n', line), toml_text.size());
        std::size_t start = line;
        while (start < end && blank(start))
            ++start;
        std::size_t i = start + key.size();
        if (i <= end && toml_text.compare(start, key.size(), key) == 0) {
            while (i < end && blank(i))
                ++i;
            if (i < end && toml_text[i] == '=') {
                ++i;
                while (i < end && blank(i))
                    ++i;
                const std::size_t digits = i;
                while (i < end && toml_text[i] >= '0' && toml_text[i] <= '9')
                    ++i;
                if (i > digits) return std::pair{start, i};
            }
        }
        line = end + 1;
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> with_time_limit(const std::string& toml_text, int ms, std::string_view key) {
    const std::string line = std::string(key) + " = " + std::to_string(ms);
    if (auto at = assignment(toml_text, key)) return toml_text.substr(0, at->first) + line + toml_text.substr(at->second);
    // A key not yet there (python3_time_ms) goes on the line after time_ms.
    if (key == "time_ms") return std::nullopt;
    const auto base = assignment(toml_text, "time_ms");
    if (!base) return std::nullopt;
    const std::size_t end = toml_text.find('\n', base->second);
    if (end == std::string::npos) return toml_text + "\n" + line;
    return toml_text.substr(0, end + 1) + line + "\n" + toml_text.substr(end + 1);
}

}  // namespace judge
