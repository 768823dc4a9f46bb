#include "type_spec.hpp"

#include <doctest/doctest.h>

#include <random>

#include "error.hpp"
#include "test_hostile_bytes.hpp"

using namespace judge;

TEST_CASE("types as LeetCode spells them, ListNode* and TreeNode* included") {
    CHECK(parse_type("ListNode*").kind == TypeKind::ListNode);
    CHECK(parse_type(" ListNode * ").kind == TypeKind::ListNode);
    CHECK(parse_type("vector<TreeNode*>").cpp_name() == "vector<TreeNode*>");
    CHECK(parse_type("std::vector<std::string>").cpp_name() == "vector<string>");
    CHECK(parse_type("vector<vector<char>>").cpp_name() == "vector<vector<char>>");
    CHECK(parse_type("long long").cpp_name() == "long long");
    CHECK(parse_type("void").kind == TypeKind::Void);
    CHECK(parse_type("vector<ListNode*>").uses(TypeKind::ListNode));
    CHECK_FALSE(parse_type("vector<int>").uses(TypeKind::TreeNode));
    CHECK(parse_type("TreeNode*").by_reference() == false);
    CHECK(parse_type("string").by_reference());
    CHECK_THROWS_WITH_AS(parse_type("vector<void>"), doctest::Contains("a vector of void"), JudgeError);
    CHECK_THROWS_WITH_AS(parse_type("Node*"), doctest::Contains("unsupported type 'Node*'"), JudgeError);
    CHECK_THROWS_WITH_AS(parse_type("ListNode"), doctest::Contains("unsupported type"), JudgeError);
}

TEST_CASE("a type name from hostile bytes: a type or a JudgeError, never anything else") {
    std::string deep;
    for (int i = 0; i < 100000; ++i) deep += "vector<";
    deep += "int";
    deep += std::string(100000, '>');
    auto texts = test::adversarial_texts({"vector<", ">", "ListNode*", "TreeNode*", "long long", "std::", " "});
    texts.push_back(deep);
    std::mt19937_64 rng(28);
    for (int i = 0; i < 3000; ++i)
        texts.push_back(test::random_text(rng, {"vector<", ">", "int", "ListNode", "*", "void", "std::"}, 8));
    for (const auto& text : texts) {
        try {
            (void)parse_type(text).cpp_name();
        } catch (const JudgeError&) {
        }
    }
    CHECK_THROWS_WITH_AS(parse_type(deep), doctest::Contains("nested deeper than 16"), JudgeError);
}
