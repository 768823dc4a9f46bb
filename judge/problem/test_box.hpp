// LeetCode's test box: one text holding several cases, the arguments of one
// case after another (one per line for 913's graph; grid, catJump, mouseJump
// for 1728). A case is as many literals as the signature has parameters.
#pragma once

#include <string>
#include <vector>

#include "problem.hpp"
#include "test_set.hpp"

namespace judge {

struct BoxCase {
    std::string input;  // the case's own text, one argument per line as written
    int line = 1;       // where it starts in the text
};

// Every case in the text, in order. Throws JudgeError with file:line:column
// for a malformed literal or a last case with too few arguments.
std::vector<BoxCase> split_cases(const Problem& problem, const std::string& text, const std::string& file);

// The answers of a box's .ans, one a case, each in canonical spelling.
// Throws JudgeError with file:line:column for a malformed one.
std::vector<std::string> split_answers(const Problem& problem, const std::string& text, const std::string& file);

// The tests of one input file, whatever it holds: one case (load_test), or
// several as in LeetCode's test box, named "<name>#<k>", each starting at
// "<file>:<line>"; the .ans beside it holds one answer a case (their count
// must match). `submit --tests` and `run --input` read files so, alike.
std::vector<TestCase> load_cases(const Problem& problem, const TestFiles& files);

}  // namespace judge
