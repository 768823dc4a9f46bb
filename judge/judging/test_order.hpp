// Which tests a report shows first. A failure on a 2x4 board teaches more
// than the same bug on an 8x8 one: the table lists small inputs first within
// each group (examples, hack, ...), and the report leads with the smallest
// failing input. In --mode leetcode the order is LeetCode's own and is kept:
// state carried between calls depends on it.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "grader.hpp"
#include "test_name_order.hpp"

namespace judge {

// The group a test belongs to: its name up to the last '/' ("hack" for
// "hack/cap2-n8"), "" for a test at the top of its folder.
std::string test_group(const std::string& name);

// Groups in test_name_less order (examples first), then the smaller input,
// then the name; a test named on the command line alone is its own group's.
void order_small_first(std::vector<TestCase>& tests);

// The failing test to lead the report with: the smallest input among those
// not accepted, the earliest of equal ones; none when all passed.
std::optional<std::size_t> lead_failure(const std::vector<TestResult>& tests);
// The same rule on each test's verdict and input size alone (what a Ctrl-C
// knows of the tests judged so far).
std::optional<std::size_t> lead_failure(const std::vector<std::pair<Verdict, std::size_t>>& judged);

}  // namespace judge
