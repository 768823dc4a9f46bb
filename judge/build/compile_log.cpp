#include "compile_log.hpp"

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

std::optional<int> main_definition_line(const std::string& source) {
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
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
        } else if (depth == 0 && source.compare(i, 4, "main") == 0 && (i == 0 || !ident(source[i - 1])) &&
                   (i + 4 == n || !ident(source[i + 4]))) {
            std::size_t j = i + 4;
            while (j < n && std::isspace(static_cast<unsigned char>(source[j])))
                ++j;
            // Not a member (a.main(), A::main) and not a macro's name: a function at file scope.
            std::size_t k = i;
            while (k > 0 && (source[k - 1] == ' ' || source[k - 1] == '\t'))
                --k;
            const bool qualified = k > 0 && (source[k - 1] == '.' || source[k - 1] == ':' || source[k - 1] == '>');
            if (j < n && source[j] == '(' && !qualified) return line;
            i += 3;
        } else if (ident(c)) {
            while (i + 1 < n && ident(source[i + 1]))
                ++i;
        }
    }
    return std::nullopt;
}

std::string own_main_headline(const std::string& display, const std::string& source) {
    std::string where = display;
    if (auto line = main_definition_line(source)) where += ":" + std::to_string(*line);
    return where +
           ": the file defines main; LeetCode-style files hold only the class (the judge supplies main: remove it, "
           "or keep it under #ifdef LOCAL)";
}

}  // namespace judge
