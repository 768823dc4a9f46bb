// One test case's input as a signature takes it: one literal a parameter,
// or a design problem's two lines (LeetCode's): the calls' names, the first
// the class's (its constructor), and their argument lists
//   ["LRUCache","put","get"]
//   [[2],[1,1],[1]]
// each argument list read with the types of the call's own parameters.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "problem.hpp"

namespace lcio {
class Scanner;
}

namespace judge {

// What a case's input is made of, for messages: a parameter's name and
// type ("graph", "vector<vector<int>>"), or a design problem's two lines.
struct InputPart {
    std::string name;
    std::string type;
};
std::vector<InputPart> input_parts(const Signature& sig);

// A design problem's call: "get" and its arguments as written, canonical ("1").
struct DesignCall {
    std::string name;
    std::string args;
    std::string display() const { return name + "(" + args + ")"; }
};

// Reads one case; throws lcio::ParseError at the first literal out of place
// (a design call of no method, an argument list of the wrong length). When
// the text ends before part i, calls missing(i) (which must throw).
// Returns the calls of a design problem (empty for a Solution's method).
std::vector<DesignCall> read_case(lcio::Scanner& scanner, const Signature& sig,
                                  const std::function<void(std::size_t)>& missing);

}  // namespace judge
