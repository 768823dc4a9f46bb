#include "checker.hpp"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "error.hpp"

namespace judge {

std::string normalize_output(std::string_view text) {
    std::string out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
            line.remove_suffix(1);
        out.append(line);
        out += '\n';
        start = end + 1;
    }
    while (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

namespace {

std::string quoted_excerpt(std::string_view s) {
    constexpr std::size_t k_max = 200;
    std::string out(s.substr(0, k_max));
    if (s.size() > k_max) out += "...";
    return "'" + out + "'";
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (true) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) {
            lines.push_back(text.substr(start));
            return lines;
        }
        lines.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
}

std::string lines_count(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " line" : " lines");
}

}  // namespace

// The first line that really differs: a changed line, or an extra or a
// missing one when one output is the other plus lines (an answer printed
// twice reads "extra line 2", not "line 1 differs - expected '0', found '0'").
CheckResult check_exact(std::string_view expected, std::string_view got) {
    std::string e = normalize_output(expected), g = normalize_output(got);
    if (e == g) return {true, ""};
    if (g.empty()) return {false, "no output, expected " + quoted_excerpt(e)};
    const auto el = split_lines(e), gl = split_lines(g);
    std::size_t i = 0;
    while (i < el.size() && i < gl.size() && el[i] == gl[i])
        ++i;
    const std::string counts =
        el.size() == gl.size() ? ""
                               : " (expected " + lines_count(el.size()) + ", found " + std::to_string(gl.size()) + ")";
    const std::string line = std::to_string(i + 1);
    if (i == el.size()) {
        // The first extra line with something on it (blank ones are only the way there).
        std::size_t shown = i;
        while (shown + 1 < gl.size() && gl[shown].find_first_not_of(" \t\r") == std::string_view::npos)
            ++shown;
        return {false, "extra line " + std::to_string(shown + 1) + " after the expected answer: " +
                           quoted_excerpt(gl[shown]) + counts};
    }
    if (i == gl.size()) return {false, "line " + line + " missing - expected " + quoted_excerpt(el[i]) + counts};
    if (el.size() == 1 && gl.size() == 1)
        return {false, "expected " + quoted_excerpt(el[i]) + ", found " + quoted_excerpt(gl[i])};
    return {false, "line " + line + " differs - expected " + quoted_excerpt(el[i]) + ", found " +
                       quoted_excerpt(gl[i]) + counts};
}

Checker find_checker(const std::string& name) {
    static constexpr std::array<std::pair<std::string_view, Checker>, 1> k_checkers{{{"exact", &check_exact}}};
    for (const auto& [n, c] : k_checkers)
        if (n == name) return c;
    throw JudgeError("unknown checker '" + name + "' (known: exact)");
}

}  // namespace judge
