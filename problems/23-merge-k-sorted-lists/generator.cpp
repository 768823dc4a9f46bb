// Test generator for 23, seeded and reproducible. Prints one valid input (a
// vector of sorted lists in LeetCode syntax):
//   generator lists SEED K TOTAL LO HI [EMPTY_PERCENT [MAXLEN]]
//       K lists, about EMPTY_PERCENT of them empty (0 by default), the others
//       sharing TOTAL nodes at random (each at least one, at most MAXLEN,
//       500 by default), values uniform in [LO, HI]
//   generator extremes SEED K TOTAL
//       as lists, every value -10^4 or 10^4
//   generator blocks SEED K LEN
//       K lists of LEN nodes on disjoint value ranges, in shuffled order: the
//       lists never interleave, so a merge lives on its tails
//   generator staircase SEED K LEN
//       list i holds LEN values from its own start, i * 3, so each list
//       overlaps the next: many lists end while others go on
// and, for judge stress:
//   generator stress SEED   a small input: 0 to 6 lists of 0 to 6 nodes
//   generator shrink        reads an input, prints every input one step
//                           smaller (a list or a node fewer), each followed
//                           by a line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator_main.hpp"

namespace {

using Lists = std::vector<std::vector<int>>;
using lcgen::rng;

int uniform(int lo, int hi) { return rng.uniform(lo, hi); }

void print(const Lists& lists) { std::printf("%s\n", lcgen::literal(lists).c_str()); }

void sort_each(Lists& lists) {
    for (auto& list : lists) std::sort(list.begin(), list.end());
}

// K lists, EMPTY_PERCENT of them empty, TOTAL nodes shared by the others
// (each gets one, the rest at random while there is room), values from `value`.
template <class Value>
Lists random_lists(int k, int total, int empty_percent, int max_len, Value value) {
    Lists lists(k);
    std::vector<int> open;  // lists that take nodes
    for (int i = 0; i < k; ++i)
        if (uniform(1, 100) > empty_percent) open.push_back(i);
    if (open.empty() && k > 0 && total > 0) open.push_back(uniform(0, k - 1));
    total = std::min<long>(total, static_cast<long>(open.size()) * max_len);
    for (int i : open)
        if (total > 0) {
            lists[i].push_back(value());
            --total;
        }
    while (total > 0) {
        const int at = uniform(0, static_cast<int>(open.size()) - 1);
        auto& list = lists[open[at]];
        list.push_back(value());
        --total;
        if (static_cast<int>(list.size()) == max_len) {
            open[at] = open.back();
            open.pop_back();
        }
    }
    sort_each(lists);
    return lists;
}

int stress() {
    const int k = uniform(0, 6), hi = uniform(0, 1) ? 5 : 10000;
    Lists lists(k);
    for (auto& list : lists) {
        const int len = uniform(0, 3) == 0 ? 0 : uniform(1, 6);
        for (int j = 0; j < len; ++j) list.push_back(uniform(-hi, hi));
    }
    sort_each(lists);
    print(lists);
    return 0;
}

Lists read_lists(const std::string& text) {
    Lists out;
    int depth = 0;
    long number = 0;
    bool in_number = false, negative = false;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            number = (in_number ? number * 10 : 0) + (c - '0');
            in_number = true;
            continue;
        }
        if (in_number) {
            out.back().push_back(static_cast<int>(negative ? -number : number));
            in_number = negative = false;
        }
        if (c == '-') negative = true;
        if (c == '[' && ++depth == 2) out.emplace_back();
        if (c == ']') --depth;
    }
    return out;
}

// Every input one list or one node smaller.
int shrink(const std::string& text) {
    const Lists lists = read_lists(text);
    auto emit = [](const Lists& l) {
        print(l);
        lcgen::next_candidate();
    };
    for (std::size_t i = 0; i < lists.size(); ++i) {
        Lists l = lists;
        l.erase(l.begin() + static_cast<long>(i));
        emit(l);
    }
    for (std::size_t i = 0; i < lists.size(); ++i)
        for (std::size_t j = 0; j < lists[i].size(); ++j) {
            Lists l = lists;
            l[i].erase(l[i].begin() + static_cast<long>(j));
            emit(l);
        }
    return 0;
}

}  // namespace

namespace {

// K of a recipe's arguments, checked.
int lists_count(const lcgen::Args& a) {
    const int k = a.small_integer(1);
    if (k < 0 || k > 10000) throw lcgen::BadArgument("K must be 0..10000");
    return k;
}

int runs(const lcgen::Args& a) {
    const std::string& mode = a.recipe();
    const int k = lists_count(a), len = a.small_integer(2);
    Lists lists(k);
    for (int i = 0; i < k; ++i) {
        const int start = mode == "blocks" ? -10000 + i * len : -10000 + 3 * i;
        for (int j = 0; j < len; ++j)
            lists[i].push_back(mode == "blocks" ? start + j : std::min(10000, start + uniform(0, 3 * len)));
    }
    sort_each(lists);
    rng.shuffle(lists);
    print(lists);
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    return {{
                {"lists", "SEED K TOTAL LO HI [EMPTY_PERCENT [MAXLEN]]",
                 [](const lcgen::Args& a) {
                     const int k = lists_count(a), total = a.small_integer(2), lo = a.small_integer(3),
                               hi = a.small_integer(4);
                     print(random_lists(k, total, a.small_integer(5, 0), a.small_integer(6, 500),
                                        [&] { return uniform(lo, hi); }));
                     return 0;
                 }},
                {"extremes", "SEED K TOTAL",
                 [](const lcgen::Args& a) {
                     const int k = lists_count(a);
                     print(random_lists(k, a.small_integer(2), 0, 500, [] { return uniform(0, 1) ? 10000 : -10000; }));
                     return 0;
                 }},
                {"blocks", "SEED K LEN", runs},
                {"staircase", "SEED K LEN", runs},
            },
            stress,
            shrink};
}
