// The JUnit XML that CI systems read: one testcase per test with its time,
// a failure with expected and got for each that is not accepted.
#pragma once

#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

// `names` are every test's name in order, so that tests a --fail-fast run
// never started are listed as skipped.
std::string junit_xml(const SubmissionResult& result, const std::string& title, const std::vector<OutsideText>& names);

}  // namespace judge
