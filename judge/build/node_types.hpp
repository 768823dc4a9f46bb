// LeetCode's ListNode and TreeNode as a driver defines them, and whether a
// solution defines them itself (LeetCode's commented block uncommented, or
// its own identical struct): then the driver leaves them to it.
#pragma once

#include <string>
#include <string_view>

#include "problem.hpp"

namespace judge {

struct NodeTypes {
    bool list = false;
    bool tree = false;
};

// Which of the two the signature uses.
NodeTypes nodes_used(const Signature& sig);

// Which of the two the source defines at namespace scope (`struct ListNode {`
// or `class ListNode :`), comments and string literals aside.
NodeTypes nodes_defined(std::string_view source);

// LeetCode's definitions of `wanted` for a driver's unit, each behind a guard
// (JUDGE_DEFINED_LISTNODE, JUDGE_DEFINED_TREENODE) so that a unit holding
// both the solution's side and main's (judge export) defines each once.
std::string node_definitions(NodeTypes wanted);

// After a solution that defines them itself: its types must be LeetCode's
// (an int val and the pointers, nothing else), said at compile time; and
// the guards set.
std::string own_node_checks(NodeTypes own);

// LeetCode's comment block above the class, for `judge new`: the
// definitions, commented out.
std::string node_comment_block(NodeTypes wanted);

}  // namespace judge
