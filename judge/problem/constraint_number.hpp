// A number as a LeetCode constraint writes it: 10^4, -10^9, 2 * 10^5,
// 2^31 - 1, (10^9 + 7). Saturated at k_constraint_big either way, so that a
// stranger's 10^999 is a bound, not an overflow.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace judge {

inline constexpr std::int64_t k_constraint_big = std::numeric_limits<std::int64_t>::max() / 4;

// The whole text as one integer expression, or none.
std::optional<std::int64_t> constraint_number(const std::string& text);

}  // namespace judge
