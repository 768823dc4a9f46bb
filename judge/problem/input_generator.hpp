// The generic generator: one test's input for any signature the engine
// has, drawn within the bounds a problem's constraints give
// (constraint_spec.hpp), as LeetCode's literals, one argument a line.
// Deterministic for a seed. Where the constraints say nothing of a size or
// a value, it draws within modest defaults, and generator_notes says which.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "constraint_spec.hpp"
#include "problem.hpp"

namespace judge {

enum class DrawSize {
    smallest,  // every length at its lower bound
    small,     // lengths a little above their lower bounds
    random,    // anywhere in range, biased small
    largest,   // lengths at their upper bounds (within k_max_cells), for timing
    largest_equal,  // as largest, every value (every character) of a parameter the same
                    // where they may repeat: the worst case of many a quadratic search
};

// The most scalars one input holds in all (a largest test of a 10^5 x 10^5
// grid would not fit in memory): lengths are cut to stay within it.
inline constexpr std::int64_t k_max_cells = 200'000;

// Where a parameter that is one integer (k, x, numRows) is put, whatever
// the size: drawn, at 0 (the nearest bound when 0 is out of range), or at
// its upper bound. Edges a random draw seldom meets (x = 0 is a palindrome).
enum class IntegerPin { drawn, zero, top };

// One input (a Solution's method; not a design problem's calls).
std::string draw_input(const Signature& signature, const ConstraintSpec& spec, DrawSize size, std::uint64_t seed,
                       IntegerPin pin = IntegerPin::drawn);

// A problem's generated tests: the smallest input, small ones (the first
// with every integer parameter at 0, the second at its top), random ones
// (biased small), the largest (for timing) and the largest with all values
// equal, named so; the same each time.
struct GeneratedTest {
    std::string name;   // "small-3"
    std::string input;
};
std::vector<GeneratedTest> generated_set(const Signature& signature, const ConstraintSpec& spec);

// A line for each number parameter (int, long, double) the constraints give
// no bounds: drawn within a default it could be an index past an end.
std::vector<std::string> unbounded_numbers(const Signature& signature, const ConstraintSpec& spec);

// A line for each parameter the constraints leave unbounded somewhere (its
// length or its values), naming the default drawn within.
std::vector<std::string> generator_notes(const Signature& signature, const ConstraintSpec& spec);

}  // namespace judge
