// Checkers decide whether an output is right, and say exactly what differed
// (as testlib's do). A problem names its checker in problem.toml.
#pragma once

#include <string>
#include <string_view>

namespace judge {

struct CheckResult {
    bool ok;
    std::string message;  // empty when ok
};

using Checker = CheckResult (*)(std::string_view expected, std::string_view got);

// Trailing white space on each line, CR before LF and trailing empty lines
// are ignored; everything else must match.
CheckResult check_exact(std::string_view expected, std::string_view got);

// The checker registered under this name; throws JudgeError if none.
Checker find_checker(const std::string& name);

// The text with CRLF and trailing white space removed, as compared.
std::string normalize_output(std::string_view text);

}  // namespace judge
