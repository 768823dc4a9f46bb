#include "compile_log.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "driver.hpp"

namespace judge {

namespace {

// What an error line says the standard library lacks, as {name, shown}: a
// header not found ({"print", "<print>"}), or a member of std (or of
// std::ranges, std::views) that is not there ({"to", "std::ranges::to"}), in
// clang's and in g++'s words; {"", ""} when the line says nothing of the kind.
std::pair<std::string, std::string> missing_library_part(std::string_view line) {
    auto quoted = [&](std::size_t from) -> std::string {  // the text from `from` to the next quote
        const std::size_t end = line.find('\'', from);
        return end == std::string_view::npos ? "" : std::string(line.substr(from, end - from));
    };
    if (std::size_t at = line.find("' file not found"); at != std::string_view::npos && at > 0) {
        const std::size_t open = line.rfind('\'', at - 1);
        if (open != std::string_view::npos) {
            std::string name(line.substr(open + 1, at - open - 1));
            return {name, "<" + name + ">"};
        }
    }
    if (std::size_t at = line.find("fatal error: "); at != std::string_view::npos) {
        const std::size_t from = at + 13, end = line.find(": No such file or directory", from);
        if (end != std::string_view::npos) {
            std::string name(line.substr(from, end - from));
            return {name, "<" + name + ">"};
        }
    }
    if (std::size_t at = line.find("' is not a member of 'std"); at != std::string_view::npos && at > 0) {
        const std::size_t open = line.rfind('\'', at - 1);
        const std::string ns = quoted(at + 22);
        if (open != std::string_view::npos) {
            std::string name(line.substr(open + 1, at - open - 1));
            return {name, ns + "::" + name};
        }
    }
    if (std::size_t at = line.find("no member named '"); at != std::string_view::npos) {
        const std::string name = quoted(at + 17);
        const std::size_t in = line.find("in namespace '", at + 17 + name.size());
        if (!name.empty() && in != std::string_view::npos && line.substr(in + 14).starts_with("std"))
            return {name, quoted(in + 14) + "::" + name};
    }
    return {"", ""};
}

// What LeetCode's newer library has and libstdc++ 12 has not, as shown.
constexpr std::string_view k_newer_library[] = {
    "<print>", "<format>", "<generator>", "<flat_map>", "<flat_set>", "<mdspan>", "<stacktrace>", "<spanstream>",
    "<text_encoding>", "std::print", "std::println", "std::format", "std::format_to", "std::vformat",
    "std::byteswap", "std::format_string", "std::ranges::to", "std::ranges::fold_left", "std::ranges::fold_right",
    "std::ranges::fold_left_first", "std::ranges::contains", "std::ranges::contains_subrange",
    "std::ranges::starts_with", "std::ranges::ends_with", "std::ranges::find_last", "std::views::zip",
    "std::views::zip_transform", "std::views::enumerate", "std::views::chunk", "std::views::chunk_by",
    "std::views::slide", "std::views::stride", "std::views::cartesian_product", "std::views::adjacent",
    "std::views::adjacent_transform", "std::views::pairwise", "std::views::join_with", "std::views::repeat",
    "std::views::as_rvalue", "std::views::as_const"};

}  // namespace

std::string compile_headline(const std::string& log) {
    const std::string line = first_headline(log);
    auto [name, shown] = missing_library_part(line);
    if (shown.starts_with("std::ranges::views::")) shown = "std::views::" + name;  // clang names the alias's target
    if (std::find(std::begin(k_newer_library), std::end(k_newer_library), shown) == std::end(k_newer_library))
        return line;
    return shown + " is newer than this machine's standard library (libstdc++ 12; LeetCode's has it): " + line;
}

std::string first_headline(const std::string& log) {
    if (std::size_t at = log.find(k_signature_marker); at != std::string::npos) {
        std::size_t end = log.find_first_of("\"\n", at);
        // Lead with "expected method ...", without the marker's "judge: ".
        const std::size_t from = at + std::string_view(k_signature_marker).find("expected");
        return log.substr(from, end == std::string::npos ? std::string::npos : end - from);
    }
    if (std::size_t at = log.find("error:"); at != std::string::npos) {
        std::size_t start = log.rfind('\n', at);
        start = start == std::string::npos ? 0 : start + 1;
        std::size_t end = log.find('\n', at);
        return log.substr(start, end == std::string::npos ? std::string::npos : end - start);
    }
    return log.substr(0, log.find('\n'));
}

bool log_says_main_defined_twice(const std::string& log) {
    return log.find("multiple definition of `main'") != std::string::npos;
}

namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Calls `word(start, end, line)` for each identifier outside braces,
// comments, strings and character literals (a light lexer: enough to find
// what a file defines at file scope); a true return stops the walk.
template <class OnWord>
void for_each_file_scope_word(const std::string& source, OnWord word) {
    int line = 1, depth = 0;
    const std::size_t n = source.size();
    for (std::size_t i = 0; i < n; ++i) {
        const char c = source[i];
        if (c == '\n') {
            ++line;
        } else if (c == '/' && i + 1 < n && source[i + 1] == '/') {
            while (i + 1 < n && source[i + 1] != '\n')
                ++i;
        } else if (c == '/' && i + 1 < n && source[i + 1] == '*') {
            for (i += 2; i < n && !(source[i] == '*' && i + 1 < n && source[i + 1] == '/'); ++i)
                line += source[i] == '\n';
            ++i;
        } else if (c == '"' || c == '\'') {
            for (++i; i < n && source[i] != c && source[i] != '\n'; ++i)
                if (source[i] == '\\') ++i;
        } else if (c == '{') {
            ++depth;
        } else if (c == '}') {
            depth -= depth > 0;
        } else if (ident_char(c)) {
            const std::size_t start = i;
            while (i + 1 < n && ident_char(source[i + 1]))
                ++i;
            if (depth == 0 && word(start, i + 1, line)) return;
        }
    }
}

std::size_t skip_spaces(const std::string& s, std::size_t j) {
    while (j < s.size() && std::isspace(static_cast<unsigned char>(s[j])))
        ++j;
    return j;
}

}  // namespace

std::optional<int> main_definition_line(const std::string& source) {
    std::optional<int> found;
    for_each_file_scope_word(source, [&](std::size_t start, std::size_t end, int line) {
        if (source.compare(start, end - start, "main") != 0) return false;
        const std::size_t j = skip_spaces(source, end);
        // Not a member (a.main(), A::main) and not a macro's name: a function at file scope.
        std::size_t k = start;
        while (k > 0 && (source[k - 1] == ' ' || source[k - 1] == '\t'))
            --k;
        const bool qualified = k > 0 && (source[k - 1] == '.' || source[k - 1] == ':' || source[k - 1] == '>');
        if (j < source.size() && source[j] == '(' && !qualified) found = line;
        return found.has_value();
    });
    return found;
}

std::vector<std::string> classes_defined(const std::string& source) {
    std::vector<std::string> names;
    std::string previous;  // "enum class X" is not a class
    bool after_key = false;
    for_each_file_scope_word(source, [&](std::size_t start, std::size_t end, int) {
        const std::string word = source.substr(start, end - start);
        if (after_key) {
            after_key = false;
            // A definition: the name, then its body, its bases or "final" ("template <class T>" is none).
            std::size_t j = skip_spaces(source, end);
            if (source.compare(j, 5, "final") == 0) j = skip_spaces(source, j + 5);
            if (j < source.size() && (source[j] == '{' || source[j] == ':') && source.compare(j, 2, "::") != 0 &&
                std::find(names.begin(), names.end(), word) == names.end())
                names.push_back(word);
        } else if ((word == "class" || word == "struct") && previous != "enum") {
            after_key = true;
        }
        previous = word;
        return false;
    });
    return names;
}

std::optional<std::string> wrong_class_headline(const std::string& display, const std::string& source,
                                                const std::string& problem_id, const std::string& wanted,
                                                const std::string& method) {
    const std::vector<std::string> names = classes_defined(source);
    if (names.empty() || std::find(names.begin(), names.end(), wanted) != names.end()) return std::nullopt;
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return display + ": this file defines " + list + ", and problem " + problem_id + " wants class " + wanted +
           (method.empty() ? "" : " with " + method) + " (is it a solution to another problem?)";
}

std::string own_main_headline(const std::string& display, const std::string& source) {
    std::string where = display;
    if (auto line = main_definition_line(source)) where += ":" + std::to_string(*line);
    return where +
           ": the file defines main; LeetCode-style files hold only the class (the judge supplies main: remove it, "
           "or keep it under #ifdef LOCAL)";
}

namespace {

// The source with comments, strings and character literals blanked (line
// breaks kept): what is left is code.
std::string code_only(const std::string& source) {
    std::string code = source;
    const std::size_t n = code.size();
    auto blank = [&code](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < code.size(); ++k)
            if (code[k] != '\n') code[k] = ' ';
    };
    for (std::size_t i = 0; i < n; ++i) {
        const char c = source[i];
        std::size_t end = i;
        if (c == '/' && i + 1 < n && source[i + 1] == '/') {
            end = source.find('\n', i);
        } else if (c == '/' && i + 1 < n && source[i + 1] == '*') {
            end = source.find("*/", i + 2);
            end = end == std::string::npos ? n : end + 2;
        } else if ((c == '"' || c == '\'') && !(i > 0 && ident_char(source[i - 1]) && c == '\'')) {
            for (end = i + 1; end < n && source[end] != c && source[end] != '\n'; ++end)
                if (source[end] == '\\') ++end;
            ++end;
        } else {
            continue;
        }
        if (end == std::string::npos) end = n;
        blank(i, end);
        i = end - 1;
    }
    return code;
}

std::size_t skip_space(const std::string& s, std::size_t i) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])))
        ++i;
    return i;
}

// Each place `word` stands as a whole identifier in the code.
template <class At>
bool any_word(const std::string& code, std::string_view word, At at) {
    for (std::size_t i = code.find(word); i != std::string::npos; i = code.find(word, i + 1)) {
        const bool starts = i == 0 || !ident_char(code[i - 1]);
        const bool ends = i + word.size() >= code.size() || !ident_char(code[i + word.size()]);
        if (starts && ends && at(i, i + word.size())) return true;
    }
    return false;
}

std::size_t skip_back(const std::string& code, std::size_t i) {
    while (i > 0 && std::isspace(static_cast<unsigned char>(code[i - 1])))
        --i;
    return i;
}

char before(const std::string& code, std::size_t i) {
    i = skip_back(code, i);
    return i == 0 ? '\0' : code[i - 1];
}

}  // namespace

std::optional<std::string> clang_only_feature(const std::string& source) {
    const std::string code = code_only(source);
    // A parameter list's first word "this" followed by a type: (this auto&& self, ...).
    if (any_word(code, "this", [&code](std::size_t at, std::size_t end) {
            const char b = before(code, at);
            const std::size_t next = skip_space(code, end);
            return (b == '(' || b == ',') && next > end && next < code.size() && ident_char(code[next]);
        }))
        return "C++23's deducing this";
    if (any_word(code, "consteval", [&code](std::size_t at, std::size_t) {
            std::size_t i = at;
            while (i > 0 && (std::isspace(static_cast<unsigned char>(code[i - 1])) || code[i - 1] == '!'))
                --i;
            return i >= 2 && code.compare(i - 2, 2, "if") == 0 && (i == 2 || !ident_char(code[i - 3]));
        }))
        return "C++23's if consteval";
    if (any_word(code, "operator", [&code](std::size_t, std::size_t end) {
            std::size_t i = skip_space(code, end);
            if (code.compare(i, 2, "[]") != 0) return false;
            i = skip_space(code, i + 2);
            if (i >= code.size() || code[i] != '(') return false;
            int depth = 0;
            for (; i < code.size(); ++i) {
                depth += code[i] == '(' || code[i] == '<' ? 1 : code[i] == ')' || code[i] == '>' ? -1 : 0;
                if (depth == 0) return false;
                if (code[i] == ',' && depth == 1) return true;
            }
            return false;
        }))
        return "C++23's multidimensional operator[]";
    if (any_word(code, "static", [&code](std::size_t, std::size_t end) {
            // static, then the declaration's words up to operator(): static auto operator()(...)
            const std::size_t stop = code.find_first_of(";{}=(", end);
            const std::size_t op = code.find("operator", end);
            if (op == std::string::npos || op > stop) return false;
            const std::size_t call = skip_space(code, op + 8);
            return code.compare(call, 2, "()") == 0 && code.find('(', skip_space(code, call + 2)) ==
                                                          skip_space(code, call + 2);
        }))
        return "C++23's static operator()";
    if (any_word(code, "auto", [&code](std::size_t at, std::size_t end) {
            const char b = before(code, at);
            const std::size_t word_before = skip_back(code, at);
            const bool conversion = word_before >= 8 && code.compare(word_before - 8, 8, "operator") == 0;
            // auto(v), auto{v}; not auto(*fp)(), auto(&r)[3], a template's auto(*F)() or -> auto{.
            return end + 1 < code.size() && (code[end] == '(' || code[end] == '{') && code[end + 1] != '*' &&
                   code[end + 1] != '&' && code[end + 1] != ')' && b != '[' && b != '<' && b != '>' && !conversion;
        }))
        return "C++23's auto(x)";
    return std::nullopt;
}

std::string other_compiler_headline(Compiler failed, const std::string& source, const std::string& headline) {
    const Compiler other = other_compiler(failed);
    const std::string advice = std::string("compile with --compiler ") + compiler_name(other) +
                               (other == k_default_compiler ? " (LeetCode's default)" : "");
    if (failed == Compiler::gcc)
        if (auto feature = clang_only_feature(source)) return *feature + ": " + advice;
    return headline + " (it compiles under " + compiler_name(other) + ": " + advice + ")";
}

}  // namespace judge
