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

enum class TypeKind { Int, Long, Double, Bool, Char, String, List };

struct TypeSpec {
    TypeKind kind;
    std::shared_ptr<const TypeSpec> element;  // set for List only

    // The C++ spelling used in generated drivers: "vector<vector<int>>".
    std::string cpp_name() const;
};

// Parses a C++ type name as written in a signature. Throws JudgeError naming
// the text when it is not a supported type.
TypeSpec parse_type(std::string_view text);

}  // namespace judge
