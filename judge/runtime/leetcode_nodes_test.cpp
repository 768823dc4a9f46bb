// The node literals a driver reads and prints, compiled here against
// LeetCode's definitions.
#include <doctest/doctest.h>

#include <string>

#include "leetcode_io.hpp"

struct ListNode {
    int val;
    ListNode* next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode* next) : val(x), next(next) {}
};
struct TreeNode {
    int val;
    TreeNode* left;
    TreeNode* right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode* left, TreeNode* right) : val(x), left(left), right(right) {}
};

#include "leetcode_nodes.hpp"

namespace {

template <class T>
std::string roundtrip(const std::string& text) {
    lcio::Scanner s(text);
    T v = lcio::Literal<T>::read(s);
    CHECK(s.at_end());
    std::string out;
    lcio::Literal<T>::write(out, v);
    return out;
}

}  // namespace

TEST_CASE("lists and trees read and print in LeetCode's syntax") {
    CHECK(roundtrip<ListNode*>("[1, 2,3]") == "[1,2,3]");
    CHECK(roundtrip<ListNode*>("[]") == "[]");
    CHECK(roundtrip<TreeNode*>("[3,9,20,null,null,15,7]") == "[3,9,20,null,null,15,7]");
    CHECK(roundtrip<TreeNode*>("[1,null,2,null,3,null,null]") == "[1,null,2,null,3]");
    CHECK(roundtrip<TreeNode*>("[]") == "[]");
    CHECK(roundtrip<std::vector<ListNode*>>("[[1,4],[],[2]]") == "[[1,4],[],[2]]");
    CHECK(roundtrip<std::vector<TreeNode*>>("[[1,2],[]]") == "[[1,2],[]]");
    lcio::Scanner s("[1,null,2]");
    TreeNode* root = lcio::Literal<TreeNode*>::read(s);
    REQUIRE(root);
    CHECK(root->left == nullptr);
    REQUIRE(root->right);
    CHECK(root->right->val == 2);
}

TEST_CASE("a tree literal out of shape is a ParseError at its place") {
    for (const char* text : {"[null]", "[1,null,null,2]", "[1,2", "[1,x]"}) {
        CAPTURE(text);
        lcio::Scanner s(text);
        CHECK_THROWS_AS(lcio::Literal<TreeNode*>::read(s), lcio::ParseError);
    }
}

TEST_CASE("a returned cycle or shared node is said in one line, never walked forever") {
    ListNode a(1), b(2), c(3);
    a.next = &b;
    b.next = &c;
    c.next = &b;
    std::string out;
    lcio::Literal<ListNode*>::write(out, &a);
    CHECK(out == "judge driver: the returned list is cyclic: node 3's next is node 2 (counting from 1 at the head)");
    ListNode self(7);
    self.next = &self;
    out.clear();
    lcio::Literal<ListNode*>::write(out, &self);
    CHECK(out == "judge driver: the returned list is cyclic: node 1's next is node 1 (counting from 1 at the head)");
    TreeNode leaf(2), root(1, &leaf, &leaf);
    out.clear();
    lcio::Literal<TreeNode*>::write(out, &root);
    CHECK(out.rfind("judge driver: the returned tree is not a tree", 0) == 0);
    TreeNode loop(1);
    loop.left = &loop;
    out.clear();
    lcio::Literal<TreeNode*>::write(out, &loop);
    CHECK(out.rfind("judge driver: the returned tree is not a tree", 0) == 0);
}

TEST_CASE("a validator reads a tree's level order as optional ints") {
    lcio::Scanner s("[3,9,20,null,null,15,7]");
    const auto level = lcio::Literal<std::vector<std::optional<int>>>::read(s);
    REQUIRE(level.size() == 7);
    CHECK_FALSE(level[3].has_value());
    CHECK(*level[6] == 7);
    std::string out;
    lcio::Literal<std::vector<std::optional<int>>>::write(out, level);
    CHECK(out == "[3,9,20,null,null,15,7]");
}
