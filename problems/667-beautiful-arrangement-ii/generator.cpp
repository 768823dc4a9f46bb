// Test generator for 667, seeded and reproducible (the protocol and its
// main: judge/runtime/generator_main.hpp):
//   generator pair N K           the input N, K as it is
//   generator random SEED LO HI  n uniform in [LO, HI], k uniform in [1, n-1]
//   generator stress SEED        n <= 12 six times in ten, up to 300 or 10^4 otherwise
//   generator shrink             the valid inputs smaller (n / 2, n - 1, k / 2, k - 1)
#include <algorithm>
#include <cstdio>

#include "generator_main.hpp"

namespace {

using lcgen::rng;

int print(int n, int k) {
    if (k < 1 || k >= n || n > 10000) {
        std::fprintf(stderr, "generator: 1 <= k < n <= 10^4 is broken\n");
        return 2;
    }
    std::printf("%d\n%d\n", n, k);
    return 0;
}

int stress() {
    // Most cases small (a difference found there shrinks fast), some up
    // to the limit: a bug that shows only for large n is found too.
    const int scale = rng.uniform(0, 9);
    const int n = scale < 6 ? rng.uniform(2, 12) : scale < 9 ? rng.uniform(13, 300) : rng.uniform(301, 10000);
    return print(n, rng.uniform(1, n - 1));
}

int shrink(const std::string& input) {
    lcio::Scanner scanner(input);
    const int n = lcio::Literal<int>::read(scanner);
    const int k = lcio::Literal<int>::read(scanner);
    // Halves first (a case of n = 5000 shrinks in a few dozen steps), then one step.
    auto emit = [](int n2, int k2) {
        std::printf("%d\n%d\n", n2, k2);
        lcgen::next_candidate();
    };
    if (n > 4) emit(n / 2, std::min(k, n / 2 - 1));
    if (n > 2) emit(n - 1, std::min(k, n - 2));
    if (k > 2) emit(n, k / 2);
    if (k > 1) emit(n, k - 1);
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    return {{
            {"pair", "N K", [](const lcgen::Args& a) { return print(a.small_integer(0), a.small_integer(1)); }},
            {"random", "SEED LO HI",
             [](const lcgen::Args& a) {
                 const int n = rng.uniform(a.small_integer(1), a.small_integer(2));
                 return print(n, rng.uniform(1, n - 1));
             }},
        },
        stress,
        shrink};
}
