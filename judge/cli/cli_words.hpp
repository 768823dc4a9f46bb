// The command line's own words: option values checked with messages that
// say the unit and the kind of number, and the nearest command to a
// misspelt one.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace judge {

// An integer from min to max in `unit` ("milliseconds"): "--time-limit
// takes whole milliseconds from 1 to 600000, not '1.5'".
CLI::Validator whole_number(long long min, long long max, const std::string& unit);

// A report's target: a file name, or - for stdout; never empty (an empty
// name would silently write nothing).
CLI::Validator report_target();

// The candidate nearest to `word` by edit distance, if near enough to be a
// slip (at most 2 edits, or a swap of two neighbours); else "".
std::string nearest(const std::string& word, const std::vector<std::string>& candidates);

// The judge's version, for --version.
inline constexpr const char* k_version = "judge 1.0";

}  // namespace judge
