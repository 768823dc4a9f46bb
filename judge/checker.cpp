#include "checker.hpp"

#include <algorithm>
#include <array>
#include <utility>

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

std::string_view line_at(std::string_view text, std::size_t index) {
    std::size_t start = 0;
    for (std::size_t i = 0; i < index; ++i) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) return {};
        start = nl + 1;
    }
    std::size_t end = text.find('\n', start);
    return text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
}

}  // namespace

CheckResult check_exact(std::string_view expected, std::string_view got) {
    std::string e = normalize_output(expected), g = normalize_output(got);
    if (e == g) return {true, ""};
    if (g.empty()) return {false, "no output, expected " + quoted_excerpt(e)};
    std::size_t line = 0, i = 0;
    while (i < e.size() && i < g.size() && e[i] == g[i]) {
        if (e[i] == '\n') ++line;
        ++i;
    }
    std::string_view el = line_at(e, line), gl = line_at(g, line);
    if (std::count(e.begin(), e.end(), '\n') == 0 && std::count(g.begin(), g.end(), '\n') == 0)
        return {false, "expected " + quoted_excerpt(el) + ", found " + quoted_excerpt(gl)};
    return {false, "line " + std::to_string(line + 1) + " differs - expected " + quoted_excerpt(el) + ", found " +
                       quoted_excerpt(gl)};
}

Checker find_checker(const std::string& name) {
    static constexpr std::array<std::pair<std::string_view, Checker>, 1> k_checkers{{{"exact", &check_exact}}};
    for (const auto& [n, c] : k_checkers)
        if (n == name) return c;
    throw JudgeError("unknown checker '" + name + "' (known: exact)");
}

}  // namespace judge
