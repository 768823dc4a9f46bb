// Random values for tests, shared by the judge's generic generator (an
// imported problem's tests, judge/problem/input_generator.cpp) and every
// problem's own generator.cpp: one seeded source, integers in a range, a
// size biased small, distinct or sorted values, strings over a character
// set, random binary tree shapes, and LeetCode's literals of them.
// Header-only, standard C++ only: a generator is compiled on its own.
//
// Reproducible: the same seed gives the same draws on every machine with the
// same standard library (std::mt19937_64 is exact everywhere; the
// distributions are libstdc++'s). A test set's recipes rely on it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "leetcode_io.hpp"

namespace lcgen {

class Random {
public:
    using result_type = std::mt19937_64::result_type;

    Random() = default;
    explicit Random(std::uint64_t seed) : m_engine(seed) {}
    void seed(std::uint64_t seed) { m_engine.seed(seed); }

    // The engine's next raw value (a UniformRandomBitGenerator: std::shuffle
    // and the standard distributions take a Random as they take the engine).
    result_type operator()() { return m_engine(); }
    static constexpr result_type min() { return std::mt19937_64::min(); }
    static constexpr result_type max() { return std::mt19937_64::max(); }

    // An integer in [lo, hi], both included (lo <= hi), of lo's type.
    template <class T>
    T uniform(T lo, std::type_identity_t<T> hi) {
        static_assert(std::is_integral_v<T>);
        return std::uniform_int_distribution<T>(lo, hi)(m_engine);
    }
    // A real number in [0, 1).
    double unit() { return std::uniform_real_distribution<double>(0, 1)(m_engine); }

    // A size in [lo, hi] biased small: most draws near lo, now and then
    // near hi (the cube of a uniform draw).
    std::int64_t biased(std::int64_t lo, std::int64_t hi) {
        return lo + static_cast<std::int64_t>(std::pow(unit(), 3) * static_cast<double>(hi - lo));
    }

    // As uniform, but a range of one value (or none: lo > hi) is lo and
    // draws nothing.
    std::int64_t choose(std::int64_t lo, std::int64_t hi) { return lo >= hi ? lo : uniform<std::int64_t>(lo, hi); }

    template <class Container>
    void shuffle(Container& c) {
        std::shuffle(c.begin(), c.end(), *this);
    }
    template <class Container>
    const auto& pick(const Container& c) {
        return c[static_cast<std::size_t>(uniform<std::int64_t>(0, static_cast<std::int64_t>(c.size()) - 1))];
    }

    // n distinct integers of [lo, hi] in random order (fewer when the range
    // holds fewer). A dense range is taken as a shuffled run of it.
    std::vector<std::int64_t> distinct(std::int64_t n, std::int64_t lo, std::int64_t hi) {
        std::vector<std::int64_t> out;
        const std::int64_t span = hi - lo + 1;
        n = std::min(n, span);
        std::set<std::int64_t> seen;
        while (static_cast<std::int64_t>(out.size()) < n) {
            const std::int64_t v = choose(lo, hi);
            if (seen.insert(v).second) out.push_back(v);
            if (seen.size() * 2 > static_cast<std::size_t>(span) && static_cast<std::int64_t>(out.size()) < n) {
                out.clear();
                for (std::int64_t v2 = lo; static_cast<std::int64_t>(out.size()) < n; ++v2) out.push_back(v2);
                shuffle(out);
                break;
            }
        }
        return out;
    }

    // A random binary tree of n nodes: node 0 is the root, each later node
    // hangs on a random free child slot of an earlier one (a choice of one
    // slot draws nothing).
    struct TreeShape {
        std::vector<std::int64_t> left, right;  // -1: none
    };
    TreeShape tree_shape(std::int64_t n) {
        TreeShape t;
        t.left.assign(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)), -1);
        t.right = t.left;
        std::vector<std::int64_t> open{0};  // nodes with a free child
        for (std::int64_t k = 1; k < n; ++k) {
            const auto at = static_cast<std::size_t>(choose(0, static_cast<std::int64_t>(open.size()) - 1));
            const auto parent = static_cast<std::size_t>(open[at]);
            const bool left = t.left[parent] < 0 && (t.right[parent] >= 0 || choose(0, 1) == 0);
            (left ? t.left : t.right)[parent] = k;
            if (t.left[parent] >= 0 && t.right[parent] >= 0) open.erase(open.begin() + static_cast<long>(at));
            open.push_back(k);
        }
        return t;
    }

private:
    std::mt19937_64 m_engine;
};

// A value as LeetCode writes it in a test's input: [1,2,3], "abc", true,
// [[1,2],[3]] (every type leetcode_io.hpp reads).
template <class T>
std::string literal(const T& value) {
    std::string out;
    lcio::Literal<T>::write(out, value);
    return out;
}

// A tree in LeetCode's level order, "[1,null,2]": node k's value is
// values[k]; the trailing nulls left out.
template <class Value>
std::string level_order(const std::vector<std::int64_t>& left, const std::vector<std::int64_t>& right,
                        const std::vector<Value>& values) {
    if (left.empty()) return "[]";
    std::vector<std::string> cells;
    std::vector<std::int64_t> queue{0};
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::int64_t k = queue[i];
        if (k < 0) {
            cells.push_back("null");
            continue;
        }
        cells.push_back(lcio::format_integer(static_cast<long long>(values[static_cast<std::size_t>(k)])));
        queue.push_back(left[static_cast<std::size_t>(k)]);
        queue.push_back(right[static_cast<std::size_t>(k)]);
    }
    while (!cells.empty() && cells.back() == "null") cells.pop_back();
    std::string out = "[";
    for (const auto& c : cells) out += (out.size() > 1 ? "," : "") + c;
    return out + "]";
}

}  // namespace lcgen
