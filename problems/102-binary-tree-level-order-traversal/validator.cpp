// Validator for 102: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp). The tree is read from its
// level-order literal with the runtime's scanner (null for a missing child).
#include <algorithm>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

struct Tree {
    std::vector<int> value;              // by node, in the order written
    std::vector<int> depth;              // the root's is 0
    std::vector<std::vector<int>> levels;  // the values of each depth, left to right
};

// The tree a level-order literal describes; throws lcio::ParseError (with
// the place) for a malformed literal or an entry that has no parent slot.
Tree read_tree(lcio::Scanner& scanner) {
    Tree tree;
    std::vector<int> slots;  // written entries: a node's index, or -1 for null
    std::size_t parent = 0;  // the entry whose child slot comes next
    bool right = false;
    scanner.begin_list();
    while (scanner.next_element()) {
        const int line = scanner.line(), column = scanner.column();
        const bool null = scanner.try_null();
        if (slots.empty() && null) throw lcio::ParseError{line, column, "the root is a value (an empty tree is [])"};
        int depth = 0;
        if (!slots.empty()) {
            while (parent < slots.size() && slots[parent] < 0) ++parent;
            if (parent >= slots.size()) throw lcio::ParseError{line, column, "an entry with no parent left to hang on"};
            depth = tree.depth[static_cast<std::size_t>(slots[parent])] + 1;
            if (right) ++parent;
            right = !right;
        }
        if (null) {
            slots.push_back(-1);
            continue;
        }
        slots.push_back(static_cast<int>(tree.value.size()));
        tree.value.push_back(lcio::Literal<int>::read(scanner));
        tree.depth.push_back(depth);
        if (static_cast<std::size_t>(depth) == tree.levels.size()) tree.levels.emplace_back();
        tree.levels[static_cast<std::size_t>(depth)].push_back(tree.value.back());
    }
    return tree;
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Tree tree;
    try {
        lcio::Scanner scanner(text);
        tree = read_tree(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    if (tree.value.size() > 2000)
        return "the number of nodes is in [0, 2000] is broken: the tree has " + std::to_string(tree.value.size());
    for (std::size_t i = 0; i < tree.value.size(); ++i)
        if (tree.value[i] < -1000 || tree.value[i] > 1000)
            return "-1000 <= Node.val <= 1000 is broken: node " + std::to_string(i + 1) + " (in level order) is " +
                   std::to_string(tree.value[i]);
    return "";
}

// An answer the tree can have: one list per depth, each as long as that
// depth's level and holding its values (in any order: the order is the
// solutions' to get right, and verify compares it with the reference's).
std::string broken_answer(std::string_view input, std::string_view text) {
    lcio::Scanner scanner(text);
    auto answer = lcio::Literal<std::vector<std::vector<int>>>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of the answer");
    lcio::Scanner in(input);
    Tree tree = read_tree(in);
    if (answer.size() != tree.levels.size())
        return "the answer has " + std::to_string(answer.size()) + " levels, the tree " +
               std::to_string(tree.levels.size());
    for (std::size_t d = 0; d < answer.size(); ++d) {
        auto want = tree.levels[d];
        std::sort(want.begin(), want.end());
        std::sort(answer[d].begin(), answer[d].end());
        if (answer[d] != want)
            return "level " + std::to_string(d + 1) + " of the answer does not hold that level's " +
                   std::to_string(want.size()) + " values";
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
