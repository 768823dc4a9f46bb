// Test generator for 48, seeded and reproducible:
//   generator gen SEED N KIND
//       an N x N matrix (1 <= N <= 20); KIND:
//         random     entries in [-1000, 1000]
//         distinct   entries all different (a misplaced entry always shows)
//         symmetric  matrix[i][j] == matrix[j][i] (a transpose changes nothing)
//         small      entries in [-2, 2]
//         extremes   entries -1000 or 1000
//   generator stress SEED   a small matrix for judge stress
//   generator shrink        reads a matrix, prints every one a row and its
//                           column smaller, two smaller, and (up to 8 x 8)
//                           with one entry set to 0, each followed by a
//                           line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator_main.hpp"

namespace {

using Matrix = std::vector<std::vector<int>>;
using lcgen::rng;
int uniform(int lo, int hi) { return rng.uniform(lo, hi); }

void print(const Matrix& m) { std::printf("%s\n", lcgen::literal(m).c_str()); }

int gen(int n, const std::string& kind) {
    if (n < 1 || n > 20) {
        std::fprintf(stderr, "generator: N must be 1..20\n");
        return 2;
    }
    Matrix m(n, std::vector<int>(n));
    if (kind == "distinct") {
        std::vector<int> values(2001);
        for (int v = 0; v <= 2000; ++v) values[v] = v - 1000;
        std::shuffle(values.begin(), values.end(), rng);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) m[i][j] = values[i * n + j];
    } else if (kind == "random" || kind == "symmetric" || kind == "small" || kind == "extremes") {
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                if (kind == "small") m[i][j] = uniform(-2, 2);
                else if (kind == "extremes") m[i][j] = uniform(0, 1) ? 1000 : -1000;
                else m[i][j] = uniform(-1000, 1000);
            }
        if (kind == "symmetric")
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < i; ++j) m[i][j] = m[j][i];
    } else {
        std::fprintf(stderr, "generator: KIND is random, distinct, symmetric, small or extremes\n");
        return 2;
    }
    print(m);
    return 0;
}

int stress() {
    const char* kinds[] = {"random", "distinct", "distinct", "symmetric", "small"};
    return gen(uniform(1, 6), kinds[uniform(0, 4)]);
}

Matrix without(const Matrix& m, int a, int b) {
    Matrix smaller;
    const int n = static_cast<int>(m.size());
    for (int i = 0; i < n; ++i) {
        if (i == a || i == b) continue;
        smaller.emplace_back();
        for (int j = 0; j < n; ++j)
            if (j != a && j != b) smaller.back().push_back(m[i][j]);
    }
    return smaller;
}

void emit(const Matrix& m) {
    print(m);
    lcgen::next_candidate();
}

// Smaller first: a row and its column fewer, then two (so that an even
// size can stay even), then one entry set to 0.
int shrink(const std::string& text) {
    lcio::Scanner scanner(text);
    const Matrix m = lcio::Literal<Matrix>::read(scanner);
    const int n = static_cast<int>(m.size());
    for (int drop = n - 1; drop >= 0 && n > 1; --drop) emit(without(m, drop, drop));
    for (int a = 0; a < n && n > 2; ++a)
        for (int b = a + 1; b < n; ++b)
            if (n <= 8 || b == a + 1) emit(without(m, a, b));
    for (int i = 0; i < n && n <= 8; ++i)
        for (int j = 0; j < n; ++j)
            if (m[i][j] != 0) {
                Matrix simpler = m;
                simpler[i][j] = 0;
                emit(simpler);
            }
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    return {{{"gen", "SEED N KIND", [](const lcgen::Args& a) { return gen(a.small_integer(1), a.text(2)); }}},
            stress,
            shrink};
}
