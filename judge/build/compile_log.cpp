#include "compile_log.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "driver.hpp"

namespace judge {

std::string compile_headline(const std::string& log) {
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
                                                const std::string& problem_id, const std::string& wanted) {
    const std::vector<std::string> names = classes_defined(source);
    if (names.empty() || std::find(names.begin(), names.end(), wanted) != names.end()) return std::nullopt;
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return display + ": this file defines " + list + ", and problem " + problem_id + " wants class " + wanted +
           " (is it a solution to another problem?)";
}

std::string own_main_headline(const std::string& display, const std::string& source) {
    std::string where = display;
    if (auto line = main_definition_line(source)) where += ":" + std::to_string(*line);
    return where +
           ": the file defines main; LeetCode-style files hold only the class (the judge supplies main: remove it, "
           "or keep it under #ifdef LOCAL)";
}

}  // namespace judge
