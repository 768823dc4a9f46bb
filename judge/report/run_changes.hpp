// What changed between two judgings of the same solution (`judge watch`):
// the tests judged both times whose verdict changed, in one line.
#pragma once

#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

// "since the last run: 2 now pass (examples/1, hack/x); 1 now fails
// (random/3: AC -> WA)", or "since the last run: no verdict changed (N
// tests judged both times)". At most five names a kind, then "and N more".
std::string run_changes(const std::vector<TestResult>& before, const std::vector<TestResult>& now);

}  // namespace judge
