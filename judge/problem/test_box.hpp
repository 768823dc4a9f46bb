// LeetCode's test box: one text holding several cases, the arguments of one
// case after another (one per line for 913's graph; grid, catJump, mouseJump
// for 1728). A case is as many literals as the signature has parameters.
#pragma once

#include <string>
#include <vector>

#include "problem.hpp"

namespace judge {

struct BoxCase {
    std::string input;  // the case's own text, one argument per line as written
    int line = 1;       // where it starts in the text
};

// Every case in the text, in order. Throws JudgeError with file:line:column
// for a malformed literal or a last case with too few arguments.
std::vector<BoxCase> split_cases(const Problem& problem, const std::string& text, const std::string& file);

}  // namespace judge
