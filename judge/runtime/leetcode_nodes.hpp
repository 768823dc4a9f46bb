// LeetCode's linked lists and binary trees in its literal syntax: a list
// [1,2,3], a tree in level order with null for a missing child
// [3,9,20,null,null,15,7] (trailing nulls left out). Included by a generated
// driver after ListNode and TreeNode are defined (LeetCode's definitions,
// which the driver writes, or the solution's own identical ones).
//
// A returned structure is walked at most k_max_nodes nodes, and never round
// a cycle: a cyclic list, a "tree" that reaches a node twice, or one too big
// is answered by one line starting "judge driver: " that says so, which no
// expected answer matches (the judge reports that line as the reason).
#pragma once

#include <cstddef>
#include <string>
#include <unordered_set>
#include <vector>

#include "leetcode_io.hpp"

namespace lcio {

inline constexpr std::size_t k_max_nodes = std::size_t{1} << 22;  // 4194304
inline constexpr const char* k_driver_note = "judge driver: ";

template <>
struct Literal<ListNode*> {
    static ListNode* read(Scanner& s) {
        ListNode* head = nullptr;
        ListNode** tail = &head;
        s.begin_list();
        while (s.next_element()) {
            *tail = new ListNode(Literal<int>::read(s));
            tail = &(*tail)->next;
        }
        return head;
    }
    // Floyd's walk: a cycle found in time linear in the list, in no memory.
    static void write(std::string& out, ListNode* head) {
        ListNode *slow = head, *fast = head;
        bool cyclic = false;
        while (fast && fast->next) {
            slow = slow->next;
            fast = fast->next->next;
            if (slow == fast) {
                cyclic = true;
                break;
            }
        }
        if (cyclic) {
            std::size_t start = 0;  // the cycle's first node, 0-based
            for (slow = head; slow != fast; slow = slow->next, fast = fast->next)
                ++start;
            std::size_t length = 1;
            for (ListNode* p = slow->next; p != slow; p = p->next)
                ++length;
            out += std::string(k_driver_note) + "the returned list is cyclic: node " +
                   std::to_string(start + length) + "'s next is node " + std::to_string(start + 1) +
                   " (counting from 1 at the head)";
            return;
        }
        std::string text = "[";
        std::size_t count = 0;
        for (ListNode* p = head; p; p = p->next) {
            if (++count > k_max_nodes) {
                out += std::string(k_driver_note) + "the returned list is longer than " + std::to_string(k_max_nodes) +
                       " nodes";
                return;
            }
            if (count > 1) text += ',';
            text += format_integer(p->val);
        }
        out += text + "]";
    }
};

template <>
struct Literal<TreeNode*> {
    static TreeNode* read(Scanner& s) {
        std::vector<TreeNode*> level;  // the nodes read, in order
        std::size_t parent = 0;        // whose child comes next
        bool right = false;
        s.begin_list();
        while (s.next_element()) {
            const int line = s.line(), column = s.column();
            TreeNode* node = s.try_null() ? nullptr : new TreeNode(Literal<int>::read(s));
            if (level.empty() && !node) throw ParseError{line, column, "a tree's root is a value (an empty tree is [])"};
            if (!level.empty()) {
                while (parent < level.size() && !level[parent])
                    ++parent;
                if (parent >= level.size()) throw ParseError{line, column, "a tree entry with no parent"};
                (right ? level[parent]->right : level[parent]->left) = node;
                if (right) ++parent;
                right = !right;
            }
            level.push_back(node);
        }
        return level.empty() ? nullptr : level[0];
    }
    // Level order with null for a missing child, trailing nulls left out.
    static void write(std::string& out, TreeNode* root) {
        std::vector<TreeNode*> order{root};
        std::unordered_set<TreeNode*> seen{root};
        if (!root) order.clear();
        std::size_t count = root ? 1 : 0;
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (!order[i]) continue;
            for (TreeNode* child : {order[i]->left, order[i]->right}) {
                if (child && !seen.insert(child).second) {
                    out += std::string(k_driver_note) +
                           "the returned tree is not a tree: a node is reached twice (a cycle or a shared child)";
                    return;
                }
                if (child && ++count > k_max_nodes) {
                    out += std::string(k_driver_note) + "the returned tree has more than " +
                           std::to_string(k_max_nodes) + " nodes";
                    return;
                }
                order.push_back(child);
            }
        }
        while (!order.empty() && !order.back())
            order.pop_back();
        out += '[';
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (i) out += ',';
            out += order[i] ? format_integer(order[i]->val) : std::string("null");
        }
        out += ']';
    }
};

}  // namespace lcio
