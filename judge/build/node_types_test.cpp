#include "node_types.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("a solution's own ListNode or TreeNode is found, LeetCode's commented block is not one") {
    CHECK_FALSE(nodes_defined("/**\n * struct ListNode {\n *     int val;\n * };\n */\nclass Solution {};").list);
    CHECK_FALSE(nodes_defined("// struct TreeNode { int val; };\nclass Solution {};").tree);
    CHECK_FALSE(nodes_defined("const char* s = \"struct ListNode {\";").list);
    CHECK_FALSE(nodes_defined("auto r = R\"x(struct TreeNode {)x\";").tree);
    CHECK_FALSE(nodes_defined("struct ListNode;\nListNode* f(ListNode* p);").list);  // a declaration only
    CHECK_FALSE(nodes_defined("struct ListNodeX {};").list);
    CHECK(nodes_defined("struct ListNode {\n int val; ListNode* next; };").list);
    CHECK(nodes_defined("struct  TreeNode\n{ int val; };").tree);
    CHECK(nodes_defined("class TreeNode final : public Base {};").tree);
    const NodeTypes both = nodes_defined("struct ListNode{};struct TreeNode{};");
    CHECK((both.list && both.tree));
}

TEST_CASE("the driver's definitions are guarded, judge new's block is LeetCode's, commented out") {
    const std::string defs = node_definitions({true, true});
    CHECK(defs.find("#ifndef JUDGE_DEFINED_LISTNODE") != std::string::npos);
    CHECK(defs.find("ListNode(int x, ListNode *next) : val(x), next(next) {}") != std::string::npos);
    CHECK(node_definitions({false, false}).empty());
    const std::string block = node_comment_block({true, false});
    CHECK(block.rfind("/**\n * Definition for singly-linked list.\n * struct ListNode {\n", 0) == 0);
    CHECK(block.find("TreeNode") == std::string::npos);
    CHECK(own_node_checks({true, false}).find("#define JUDGE_DEFINED_LISTNODE") != std::string::npos);
}
