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
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using Lists = std::vector<std::vector<int>>;
std::mt19937_64 rng;

int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

void print(const Lists& lists) {
    std::string s = "[";
    for (std::size_t i = 0; i < lists.size(); ++i) {
        s += i ? ",[" : "[";
        for (std::size_t j = 0; j < lists[i].size(); ++j) {
            if (j) s += ',';
            s += std::to_string(lists[i][j]);
        }
        s += ']';
    }
    std::printf("%s]\n", s.c_str());
}

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

int stress(std::uint64_t seed) {
    rng.seed(seed);
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
int shrink_candidates() {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    const Lists lists = read_lists(text);
    auto emit = [](const Lists& l) {
        print(l);
        std::printf("%%%%\n");
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

int usage() {
    std::fprintf(stderr,
                 "usage: generator lists SEED K TOTAL LO HI [EMPTY_PERCENT [MAXLEN]] | extremes SEED K TOTAL |\n"
                 "       blocks SEED K LEN | staircase SEED K LEN | stress SEED | shrink\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (argc == 3 && mode == "stress") return stress(std::strtoull(argv[2], nullptr, 10));
    if (argc == 2 && mode == "shrink") return shrink_candidates();
    if (argc < 5) return usage();
    rng.seed(std::strtoull(argv[2], nullptr, 10));
    const int k = std::atoi(argv[3]);
    if (k < 0 || k > 10000) {
        std::fprintf(stderr, "generator: K must be 0..10000\n");
        return 2;
    }
    if (mode == "lists" && argc >= 7) {
        const int total = std::atoi(argv[4]), lo = std::atoi(argv[5]), hi = std::atoi(argv[6]);
        const int empty = argc > 7 ? std::atoi(argv[7]) : 0, max_len = argc > 8 ? std::atoi(argv[8]) : 500;
        print(random_lists(k, total, empty, max_len, [&] { return uniform(lo, hi); }));
        return 0;
    }
    if (mode == "extremes") {
        print(random_lists(k, std::atoi(argv[4]), 0, 500, [] { return uniform(0, 1) ? 10000 : -10000; }));
        return 0;
    }
    if (mode == "blocks" || mode == "staircase") {
        const int len = std::atoi(argv[4]);
        Lists lists(k);
        for (int i = 0; i < k; ++i) {
            const int start = mode == "blocks" ? -10000 + i * len : -10000 + 3 * i;
            for (int j = 0; j < len; ++j)
                lists[i].push_back(mode == "blocks" ? start + j : std::min(10000, start + uniform(0, 3 * len)));
        }
        sort_each(lists);
        std::shuffle(lists.begin(), lists.end(), rng);
        print(lists);
        return 0;
    }
    return usage();
}
