// A statement's constraints ("2 <= nums.length <= 10^4", "-10^9 <= nums[i]
// <= 10^9", "s consists of lowercase English letters") read as bounds on
// the signature's parameters, for the generic generator (input_generator.hpp)
// to draw inputs within. A sentence it cannot turn into a bound is kept
// apart, word for word, so that the import can say it was not honoured.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "problem.hpp"

namespace judge {

struct Range {
    std::int64_t lo = 0, hi = 0;
};

// What is known of one parameter. Depth 0 is the parameter itself; for a
// list, its length is lengths[0], an element's is lengths[1], ...; values
// bound the scalars at its innermost depth.
struct ParamBounds {
    std::map<int, Range> lengths;  // by depth
    std::optional<Range> values;   // the scalars (or a node's val)
    std::string charset;           // the characters a string or char may hold ("" unknown)
    bool distinct = false;         // the elements of the outermost list are all different
    bool sorted = false;           // ascending (non-decreasing)
    bool rectangular = false;      // every inner list as long as the others (a grid)
    bool square = false;           // and as many as they are long (n == matrix.length == matrix[i].length)
};

struct ConstraintSpec {
    std::map<std::string, ParamBounds> params;  // by parameter name
    std::vector<std::string> honoured;          // the constraint lines turned into bounds
    std::vector<std::string> not_honoured;      // the others, as written
};

// Reads `lines` (plain text, as constraint_lines gives them) against the
// signature's parameters. Never throws on a stranger's sentence: what it
// cannot read goes to not_honoured.
ConstraintSpec read_constraints(const std::vector<std::string>& lines, const Signature& signature);

}  // namespace judge
