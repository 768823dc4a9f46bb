// Test generator for 102, seeded and reproducible. Prints one valid tree in
// LeetCode's level-order syntax, N nodes with values uniform in [LO, HI]:
//   generator random SEED N LO HI        each node hung on a free child slot
//                                        chosen uniformly (bushy, shallow)
//   generator deep SEED N LO HI P        with probability P percent on the
//                                        newest node, else as random: long
//                                        paths with branches off them
//   generator chain SEED N LO HI DIR     a single path, DIR left, right,
//                                        zigzag or any (each step at random)
//   generator complete SEED N LO HI      every level full but the last,
//                                        which is filled from the left
//   generator caterpillar SEED N LO HI   a path down the right, a leaf hung
//                                        on the left of each of its nodes
//   generator broom SEED N LO HI         a path of N/2 nodes, then a complete
//                                        tree under its end
// and, for judge stress:
//   generator stress SEED   a small tree (0 to 12 nodes) of any of these kinds
//   generator shrink        reads a tree, prints every tree with one leaf
//                           fewer, each followed by a line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator_main.hpp"

namespace {

struct Node {
    int val;
    int left = -1, right = -1;
};
using Tree = std::vector<Node>;  // node 0 is the root
using lcgen::rng;

int uniform(int lo, int hi) { return rng.uniform(lo, hi); }

// Level order, null for a missing child, trailing nulls left out.
void print(const Tree& tree) {
    std::vector<std::int64_t> left, right;
    std::vector<int> values;
    for (const Node& node : tree) {
        left.push_back(node.left);
        right.push_back(node.right);
        values.push_back(node.val);
    }
    std::printf("%s\n", lcgen::level_order(left, right, values).c_str());
}

// Hangs a new node on `parent`'s free slot (the left one if `left` and free).
void hang(Tree& tree, int parent, bool left, int val) {
    const int id = static_cast<int>(tree.size());
    Node& p = tree[static_cast<std::size_t>(parent)];
    if ((left && p.left < 0) || p.right >= 0)
        p.left = id;
    else
        p.right = id;
    tree.push_back({val});
}

bool has_free_slot(const Tree& tree, int v) {
    return tree[static_cast<std::size_t>(v)].left < 0 || tree[static_cast<std::size_t>(v)].right < 0;
}

// random (P = 0) and deep: free slots kept in a list, a node leaving it when full.
Tree grown(int n, int lo, int hi, int percent_newest) {
    Tree tree;
    if (n == 0) return tree;
    tree.push_back({uniform(lo, hi)});
    std::vector<int> open{0};
    while (static_cast<int>(tree.size()) < n) {
        const int newest = static_cast<int>(tree.size()) - 1;
        int parent;
        if (uniform(1, 100) <= percent_newest && has_free_slot(tree, newest)) {
            parent = newest;
        } else {
            std::size_t at = static_cast<std::size_t>(uniform(0, static_cast<int>(open.size()) - 1));
            while (!has_free_slot(tree, open[at])) {  // drop the full ones lazily
                open[at] = open.back();
                open.pop_back();
                at = static_cast<std::size_t>(uniform(0, static_cast<int>(open.size()) - 1));
            }
            parent = open[at];
        }
        hang(tree, parent, uniform(0, 1) == 0, uniform(lo, hi));
        open.push_back(static_cast<int>(tree.size()) - 1);
    }
    return tree;
}

Tree chain(int n, int lo, int hi, const std::string& dir) {
    Tree tree;
    for (int i = 0; i < n; ++i) {
        tree.push_back({uniform(lo, hi)});
        if (i == 0) continue;
        const bool left = dir == "left" || (dir == "zigzag" && i % 2 == 1) || (dir == "any" && uniform(0, 1) == 0);
        (left ? tree[static_cast<std::size_t>(i - 1)].left : tree[static_cast<std::size_t>(i - 1)].right) = i;
    }
    return tree;
}

// A complete tree of n nodes under `root` (a node already in `tree`, or the
// new root when the tree is empty), heap-numbered from it.
void complete_under(Tree& tree, int n, int lo, int hi) {
    const int base = static_cast<int>(tree.size());
    for (int i = 0; i < n; ++i) {
        tree.push_back({uniform(lo, hi)});
        if (i == 0) continue;
        Node& parent = tree[static_cast<std::size_t>(base + (i - 1) / 2)];
        (i % 2 == 1 ? parent.left : parent.right) = base + i;
    }
}

Tree make(const std::string& kind, int n, int lo, int hi, const std::string& extra) {
    Tree tree;
    if (kind == "random") return grown(n, lo, hi, 0);
    if (kind == "deep") return grown(n, lo, hi, std::atoi(extra.c_str()));
    if (kind == "chain") return chain(n, lo, hi, extra.empty() ? "any" : extra);
    if (kind == "complete") {
        complete_under(tree, n, lo, hi);
    } else if (kind == "caterpillar") {
        int spine = -1;
        while (static_cast<int>(tree.size()) < n) {
            tree.push_back({uniform(lo, hi)});
            const int id = static_cast<int>(tree.size()) - 1;
            if (spine >= 0) tree[static_cast<std::size_t>(spine)].right = id;
            spine = id;
            if (static_cast<int>(tree.size()) < n) {
                tree.push_back({uniform(lo, hi)});
                tree[static_cast<std::size_t>(spine)].left = spine + 1;
            }
        }
    } else if (kind == "broom") {
        tree = chain(n / 2, lo, hi, "any");
        if (tree.empty()) {
            complete_under(tree, n, lo, hi);
        } else {
            const int end = static_cast<int>(tree.size()) - 1, base = static_cast<int>(tree.size());
            complete_under(tree, n - n / 2, lo, hi);
            tree[static_cast<std::size_t>(end)].left = base;  // the path's end is a leaf: its left is free
        }
    } else {
        std::fprintf(stderr, "generator: unknown kind '%s'\n", kind.c_str());
        std::exit(2);
    }
    return tree;
}

int stress() {
    const int n = uniform(0, 12), hi = uniform(0, 1) ? 3 : 1000;
    const char* kinds[] = {"random", "deep", "chain", "complete", "caterpillar", "broom", "random", "deep"};
    const std::string kind = kinds[uniform(0, 7)];
    print(make(kind, n, -hi, hi, kind == "deep" ? std::to_string(uniform(30, 90)) : ""));
    return 0;
}

// The tree of a valid level-order literal.
Tree read_tree(const std::string& text) {
    Tree tree;
    std::vector<int> slots;
    std::size_t parent = 0;
    bool right = false;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c != 'n' && c != '-' && (c < '0' || c > '9')) {
            ++i;
            continue;
        }
        int id = -1;
        if (c == 'n') {
            i += 4;
        } else {
            std::size_t used = 0;
            tree.push_back({std::stoi(text.substr(i), &used)});
            i += used;
            id = static_cast<int>(tree.size()) - 1;
        }
        if (!slots.empty()) {
            while (slots[parent] < 0) ++parent;
            Node& p = tree[static_cast<std::size_t>(slots[parent])];
            (right ? p.right : p.left) = id;
            if (right) ++parent;
            right = !right;
        }
        slots.push_back(id);
    }
    return tree;
}

// Every tree with one leaf fewer (node ids renumbered past the leaf).
int shrink(const std::string& text) {
    const Tree tree = read_tree(text);
    for (std::size_t leaf = 0; leaf < tree.size(); ++leaf) {
        if (tree[leaf].left >= 0 || tree[leaf].right >= 0) continue;
        Tree smaller;
        const int gone = static_cast<int>(leaf);
        auto renumber = [gone](int id) { return id == gone ? -1 : id > gone ? id - 1 : id; };
        for (std::size_t v = 0; v < tree.size(); ++v)
            if (v != leaf) smaller.push_back({tree[v].val, renumber(tree[v].left), renumber(tree[v].right)});
        print(smaller);
        lcgen::next_candidate();
    }
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    // FAMILY: random, deep, chain, complete, caterpillar or broom.
    return {{{lcgen::any_name, "SEED N LO HI [P_OR_DIR]",
              [](const lcgen::Args& a) {
                  const int n = a.small_integer(1), lo = a.small_integer(2), hi = a.small_integer(3);
                  if (n < 0 || n > 2000 || lo > hi) throw lcgen::BadArgument("N must be 0..2000 and LO <= HI");
                  print(make(a.recipe(), n, lo, hi, a.text(4, "")));
                  return 0;
              }}},
            stress,
            shrink};
}
