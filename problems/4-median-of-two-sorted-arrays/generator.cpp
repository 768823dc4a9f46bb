// Test generator for 4, seeded and reproducible:
//   generator gen SEED M N R SHAPE
//       nums1 of M entries and nums2 of N, values in [-R, R] (R <= 10^6),
//       both sorted; SHAPE:
//         mixed      every value drawn on its own
//         apart      every entry of nums1 below every entry of nums2
//         inside     nums2 inside the range of nums1, in a narrow band
//         dups       values from 3 distinct ones only
//         same       nums2 a copy of nums1 (N is ignored)
//   generator stress SEED   a small input for judge stress
//   generator shrink        reads an input, prints every valid input one
//                           entry shorter, then some two entries shorter
//                           (the same parity), each followed by a line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator_main.hpp"

namespace {

using lcgen::rng;
int uniform(int lo, int hi) { return rng.uniform(lo, hi); }

void print(const std::vector<int>& a, const std::vector<int>& b) {
    std::printf("%s\n%s\n", lcgen::literal(a).c_str(), lcgen::literal(b).c_str());
}

std::vector<int> draw(int count, int lo, int hi) {
    std::vector<int> v(count);
    for (int& x : v) x = uniform(lo, hi);
    std::sort(v.begin(), v.end());
    return v;
}

int gen(int m, int n, int r, const std::string& shape) {
    if (m < 0 || m > 1000 || n < 0 || n > 1000 || m + n < 1 || r < 1 || r > 1000000) {
        std::fprintf(stderr, "generator: bad sizes\n");
        return 2;
    }
    std::vector<int> a, b;
    if (shape == "mixed") {
        a = draw(m, -r, r);
        b = draw(n, -r, r);
    } else if (shape == "apart") {
        const int cut = uniform(-r / 2, r / 2);
        a = draw(m, -r, cut);
        b = draw(n, cut + 1, r);
        if (uniform(0, 1)) std::swap(a, b);
    } else if (shape == "inside") {
        a = draw(m, -r, r);
        const int lo = uniform(-r / 2, r / 2);
        b = draw(n, lo, lo + std::max(1, r / 100));
    } else if (shape == "dups") {
        const int v[3] = {uniform(-r, r), uniform(-r, r), uniform(-r, r)};
        a.resize(m);
        b.resize(n);
        for (int& x : a) x = v[uniform(0, 2)];
        for (int& x : b) x = v[uniform(0, 2)];
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
    } else if (shape == "same") {
        a = draw(m, -r, r);
        b = a;
    } else {
        std::fprintf(stderr, "generator: SHAPE is mixed, apart, inside, dups or same\n");
        return 2;
    }
    print(a, b);
    return 0;
}

int stress() {
    int m = uniform(0, 6), n = uniform(0, 6);
    if (m + n == 0) m = 1;
    const int ranges[] = {2, 5, 20, 1000000};
    const char* shapes[] = {"mixed", "mixed", "apart", "inside", "dups", "same"};
    const std::string shape = shapes[uniform(0, 5)];
    if (shape == "same" && m == 0) m = 1;
    return gen(m, n, ranges[uniform(0, 3)], shape);
}

int shrink(const std::string& text) {
    lcio::Scanner scanner(text);
    const auto a = lcio::Literal<std::vector<int>>::read(scanner);
    const auto b = lcio::Literal<std::vector<int>>::read(scanner);
    if (a.size() + b.size() <= 1) return 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto smaller = a;
        smaller.erase(smaller.begin() + static_cast<long>(i));
        print(smaller, b);
        lcgen::next_candidate();
    }
    for (std::size_t i = 0; i < b.size(); ++i) {
        auto smaller = b;
        smaller.erase(smaller.begin() + static_cast<long>(i));
        print(a, smaller);
        lcgen::next_candidate();
    }
    // Two entries fewer, keeping the total's parity (a bug of even totals
    // only, or odd only, shrinks too): the smallest and the largest of all
    // (the median stays), or two neighbours in one array.
    if (a.size() + b.size() <= 2) return 0;
    const bool low_in_a = !a.empty() && (b.empty() || a.front() <= b.front());
    const bool high_in_a = !a.empty() && (b.empty() || a.back() >= b.back());
    auto outer_a = a, outer_b = b;
    auto& low = low_in_a ? outer_a : outer_b;
    low.erase(low.begin());
    auto& high = high_in_a ? outer_a : outer_b;
    if (!high.empty()) {
        high.pop_back();
        print(outer_a, outer_b);
        lcgen::next_candidate();
    }
    for (auto* v : {&a, &b})
        for (std::size_t i = 0; i + 1 < v->size(); ++i) {
            auto x = a, y = b;
            auto& smaller = v == &a ? x : y;
            smaller.erase(smaller.begin() + static_cast<long>(i), smaller.begin() + static_cast<long>(i) + 2);
            print(x, y);
            lcgen::next_candidate();
        }
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    return {{{"gen", "SEED M N R SHAPE",
              [](const lcgen::Args& a) {
                  return gen(a.small_integer(1), a.small_integer(2), a.small_integer(3), a.text(4));
              }}},
            stress,
            shrink};
}
