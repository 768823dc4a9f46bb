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

// LeetCode's null: a tree's missing child, a void call's answer.
struct Null {
    friend bool operator==(Null, Null) { return true; }
};

struct Value {
    std::variant<long long, double, bool, char, std::string, std::vector<Value>, Null> data;
};

// Lists nested deeper than this are refused (a literal of TypeKind::Any has
// no depth of its own: bytes of the submission's or a test's are read so).
inline constexpr int k_max_literal_depth = 256;

// Reads one value of the given type; throws lcio::ParseError. A ListNode is
// a list of ints; a TreeNode a list of ints and nulls in level order, each
// null or value a child of a node before it (LeetCode's serialization).
Value read_value(lcio::Scanner& scanner, const TypeSpec& type);

// The canonical spelling: no spaces, doubles with five decimals, a tree
// without its trailing nulls.
std::string format_value(const Value& value);

}  // namespace judge
