// The order a set's tests are judged and listed in: "examples" first, then
// natural order ("2" before "10", "007" before "8").
#pragma once

#include <string>

namespace judge {

bool test_name_less(const std::string& a, const std::string& b);

}  // namespace judge
