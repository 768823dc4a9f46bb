// Several problems found at once, each named, not the first alone.
#pragma once

#include <string>
#include <vector>

#include "error.hpp"

namespace judge {

// Several problems found at once (three bad files in a test folder): one
// JudgeError naming the first `shown` of them, on its one line, and how many
// more; nothing when there is none.
inline constexpr std::size_t k_problems_shown = 5;
inline void throw_if_any(const std::vector<std::string>& problems, const std::string& what,
                         std::size_t shown = k_problems_shown) {
    if (problems.empty()) return;
    if (problems.size() == 1) throw JudgeError(problems[0]);
    std::string line = std::to_string(problems.size()) + " " + what + ": ";
    for (std::size_t i = 0; i < problems.size() && i < shown; ++i)
        line += (i ? "; " : "") + problems[i];
    if (problems.size() > shown) line += "; and " + std::to_string(problems.size() - shown) + " more";
    throw JudgeError(line);
}

}  // namespace judge
