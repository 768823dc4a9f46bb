// A LeetCode literal held as a tree, for the judge's side: parsing test
// files against a TypeSpec, and printing them in the canonical spelling the
// driver uses. The lexical rules live in runtime/leetcode_io.hpp, shared
// with the drivers.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "type_spec.hpp"

namespace lcio {
class Scanner;
}

namespace judge {

struct Value {
    std::variant<long long, double, bool, char, std::string, std::vector<Value>> data;
};

// Reads one value of the given type; throws lcio::ParseError.
Value read_value(lcio::Scanner& scanner, const TypeSpec& type);

// The canonical spelling: no spaces, doubles with five decimals.
std::string format_value(const Value& value);

}  // namespace judge
