// A parameter or return type of a LeetCode signature, as data:
// "vector<vector<int>>" becomes List(List(Int)). A new scalar type takes five
// places: its TypeKind here, its name in the table in type_spec.cpp, its
// alternative in Value and its case in read_value (value.hpp/.cpp), and its
// lcio::Literal (runtime/leetcode_io.hpp, what drivers read and print).
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace judge {

// ListNode and TreeNode are LeetCode's pointers (runtime/leetcode_nodes.hpp):
// a list literal [1,2,3], a tree in level order [3,9,20,null,null,15,7].
// Void is a return type only (a void method, a design problem's). Any is
// the judge's own: a literal of any shape (a design problem's answer list,
// whose elements are the methods' return values or null); no signature
// spells it.
enum class TypeKind { Int, Long, Double, Bool, Char, String, List, ListNode, TreeNode, Void, Any };

struct TypeSpec {
    TypeKind kind;
    std::shared_ptr<const TypeSpec> element;  // set for List only

    // The C++ spelling used in generated drivers: "vector<vector<int>>".
    std::string cpp_name() const;
    // Whether LeetCode passes it by reference (a vector or a string).
    bool by_reference() const { return kind == TypeKind::List || kind == TypeKind::String; }
    // Whether it is or holds a ListNode* or a TreeNode*.
    bool uses(TypeKind node) const;
};

// Parses a C++ type name as written in a signature. Throws JudgeError naming
// the text when it is not a supported type.
TypeSpec parse_type(std::string_view text);

}  // namespace judge
