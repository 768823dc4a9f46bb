// Test generator for 667, seeded and reproducible:
//   generator pair N K           the input N, K as it is
//   generator random SEED LO HI  n uniform in [LO, HI], k uniform in [1, n-1]
//   generator stress SEED        an input for judge stress: n <= 12 six
//                                times in ten, up to 300 or 10^4 otherwise
//   generator shrink             reads an input, prints the valid inputs
//                                smaller (n / 2, n - 1, k / 2, k - 1), each
//                                followed by a line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <random>
#include <string>

#include "leetcode_io.hpp"

namespace {

std::mt19937_64 rng;
int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

int print(int n, int k) {
    if (k < 1 || k >= n || n > 10000) {
        std::fprintf(stderr, "generator: 1 <= k < n <= 10^4 is broken\n");
        return 2;
    }
    std::printf("%d\n%d\n", n, k);
    return 0;
}

int shrink_candidates() {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    lcio::Scanner scanner(text);
    const int n = lcio::Literal<int>::read(scanner);
    const int k = lcio::Literal<int>::read(scanner);
    // Halves first (a case of n = 5000 shrinks in a few dozen steps), then one step.
    if (n > 4) std::printf("%d\n%d\n%%%%\n", n / 2, std::min(k, n / 2 - 1));
    if (n > 2) std::printf("%d\n%d\n%%%%\n", n - 1, std::min(k, n - 2));
    if (k > 2) std::printf("%d\n%d\n%%%%\n", n, k / 2);
    if (k > 1) std::printf("%d\n%d\n%%%%\n", n, k - 1);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (argc == 3 && mode == "stress") {
        rng.seed(std::strtoull(argv[2], nullptr, 10));
        // Most cases small (a difference found there shrinks fast), some up
        // to the limit: a bug that shows only for large n is found too.
        const int scale = uniform(0, 9);
        const int n = scale < 6 ? uniform(2, 12) : scale < 9 ? uniform(13, 300) : uniform(301, 10000);
        return print(n, uniform(1, n - 1));
    }
    if (argc == 2 && mode == "shrink") return shrink_candidates();
    if (argc == 4 && mode == "pair") return print(std::atoi(argv[2]), std::atoi(argv[3]));
    if (argc == 5 && mode == "random") {
        rng.seed(std::strtoull(argv[2], nullptr, 10));
        const int n = uniform(std::atoi(argv[3]), std::atoi(argv[4]));
        return print(n, uniform(1, n - 1));
    }
    std::fprintf(stderr, "usage: generator pair N K | random SEED LO HI | stress SEED | shrink\n");
    return 2;
}
