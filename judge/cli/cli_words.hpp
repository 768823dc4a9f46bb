// The command line's own words: option values checked with messages that
// say the unit and the kind of number, the nearest command to a misspelt
// one, and the judge's errors in one visible line.
#pragma once

#include <string>
#include <vector>

#include "command_spec.hpp"

namespace judge {

// An integer from min to max in `unit` ("milliseconds"): "takes whole
// milliseconds from 1 to 600000, not '1.5'".
ValueCheck whole_number(long long min, long long max, const std::string& unit);

// A number from min to max in `unit`, fractions allowed: "takes seconds
// from 0.1 to 86400, not 'soon'".
ValueCheck number_between(double min, double max, const std::string& unit);

// One of a few words: "takes one of auto, always, never, not 'blue'".
ValueCheck one_of(const std::vector<std::string>& words);

// Any word but the empty one: "takes a problem id, not an empty word".
ValueCheck not_empty(const std::string& what);

// A report's target: a file name, or - for stdout; never empty (an empty
// name would silently write nothing).
ValueCheck report_target();

// The two options every command that takes a solution file shares: the
// file (positional, required) and --problem, inferred from the path when
// it names one.
OptionSpec solution_argument(std::string* file);
OptionSpec problem_option(std::string* problem);
// --compiler clang|gcc (default: the config file's compiler, else clang).
OptionSpec compiler_option(std::string* compiler);
// --lang cpp|python3: the solution's language where its extension does not say (.py is Python 3).
OptionSpec lang_option(std::string* lang);

// The candidate nearest to `word` by edit distance, if near enough to be a
// slip (at most 2 edits, or a swap of two neighbours); else "".
std::string nearest(const std::string& word, const std::vector<std::string>& candidates);

// A message as one line a terminal shows as it is: a file name in it may
// hold any bytes, and a line break would split it.
std::string one_line(std::string message);

// Why fewer tests run at once than --jobs asked: "--jobs 12: 2 tests at
// once, the cores this judge may use; ...".
std::string jobs_capped_note(int asked);

// The judge's version, for --version.
inline constexpr const char* k_version = "judge 1.0";

}  // namespace judge
