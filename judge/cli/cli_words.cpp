#include "cli_words.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <limits>

#include "grader.hpp"
#include "safe_text.hpp"

namespace judge {

ValueCheck whole_number(long long min, long long max, const std::string& unit) {
    const std::string range = max == std::numeric_limits<long long>::max()
                                  ? "from " + std::to_string(min) + " up"
                                  : "from " + std::to_string(min) + " to " + std::to_string(max);
    return {[=](const std::string& value) -> std::string {
                long long n = 0;
                auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
                if (ec == std::errc{} && end == value.data() + value.size() && n >= min && n <= max) return "";
                return "takes whole " + unit + " " + range + ", not '" + value + "'";
            },
            "whole " + unit + " " + range};
}

ValueCheck number_between(double min, double max, const std::string& unit) {
    const std::string range = fmt::format("from {} to {}", min, max);
    return {[=](const std::string& value) -> std::string {
                double x = 0;
                auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), x);
                // !(in range) also refuses nan
                if (ec == std::errc{} && end == value.data() + value.size() && x >= min && x <= max) return "";
                return "takes " + unit + " " + range + ", not '" + value + "'";
            },
            unit + " " + range};
}

ValueCheck one_of(const std::vector<std::string>& words) {
    std::string listed, shown;
    for (const auto& w : words) {
        listed += (listed.empty() ? "" : ", ") + w;
        shown += (shown.empty() ? "{" : ",") + w;
    }
    return {[=](const std::string& value) -> std::string {
                if (std::find(words.begin(), words.end(), value) != words.end()) return "";
                return "takes one of " + listed + ", not '" + value + "'";
            },
            shown + "}"};
}

ValueCheck not_empty(const std::string& what) {
    return {[=](const std::string& value) -> std::string {
                return value.empty() ? "takes " + what + ", not an empty word" : "";
            },
            "not empty"};
}

ValueCheck report_target() {
    return {[](const std::string& value) -> std::string {
                return value.empty() ? "takes a file name, or - for stdout, not an empty name" : "";
            },
            "FILE"};
}

OptionSpec solution_argument(std::string* file) {
    return {"file", file, "the solution: a LeetCode-style class Solution", true};
}

OptionSpec problem_option(std::string* problem) {
    return {"--problem", problem, "problem id (inferred from solutions/<id>/... or a file name starting with the id)",
            false, {not_empty("a problem id")}};
}

OptionSpec compiler_option(std::string* compiler) {
    return {"--compiler", compiler,
            "clang (clang 19, LeetCode's compiler; the default) or gcc (g++ 12); the default can be set by compiler = "
            "\"gcc\" in ~/.config/judge/config.toml",
            false, {one_of({"clang", "gcc"})}};
}

OptionSpec lang_option(std::string* lang) {
    return {"--lang", lang,
            "the solution's language: cpp or python3 (default: by its extension, .py is Python 3, anything else C++)",
            false, {one_of({"cpp", "python3"})}};
}

namespace {

// Damerau-Levenshtein (optimal string alignment): a swap of neighbours is one edit.
std::size_t distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i)
        d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j)
        d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

}  // namespace

std::string nearest(const std::string& word, const std::vector<std::string>& candidates) {
    std::string best;
    std::size_t best_distance = 3;
    for (const auto& c : candidates)
        if (std::size_t d = distance(word, c); d < best_distance) {
            best = c;
            best_distance = d;
        }
    return best;
}

std::string one_line(std::string message) {
    message = visible(message);
    for (char& c : message)
        if (c == '\n') c = ' ';
    while (!message.empty() && message.back() == ' ')
        message.pop_back();
    return message;
}

std::string jobs_capped_note(int asked) {
    const int cores = usable_cores();
    return fmt::format(
        "--jobs {}: {} {} at once, the cores this judge may use (runs that starve each other of the CPU would hit "
        "their wall-clock limit within their CPU limit: a TLE of the machine's load, not of the solution)",
        asked, cores, cores == 1 ? "test" : "tests");
}

}  // namespace judge
