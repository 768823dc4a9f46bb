// The machine's load, said once under the results when it mattered: how
// long the tests waited for a CPU beside their computing, and what the
// judge did about it (a verdict is never the load's: verdict.hpp).
#pragma once

#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

// One line, or "" when the load did not matter: the tests waited for a
// CPU less than a quarter of their CPU time (and under 100 ms in all), none
// was measured again, and none met the wall-clock backstop.
std::string load_note(const std::vector<TestResult>& tests);

}  // namespace judge
