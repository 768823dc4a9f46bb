// The generator protocol (generator_main.hpp) and the random values every
// generator draws (random_draw.hpp), compiled here without the main.
#include <doctest/doctest.h>

#include <cstdio>
#include <set>
#include <string>
#include <vector>

#define LCGEN_NO_MAIN
#include "generator_main.hpp"

namespace {

// The recipes of a small problem: what each run saw, and the first draw.
struct Seen {
    std::string recipe;
    std::vector<std::string> words;
    std::uint64_t first_draw = 0;
};
Seen seen;

lcgen::Generator sample() {
    auto record = [](const lcgen::Args& a) {
        seen.recipe = a.recipe();
        seen.words.clear();
        for (std::size_t i = 0; i < a.size(); ++i) seen.words.push_back(a.text(i));
        seen.first_draw = lcgen::rng();
        return 0;
    };
    return {{{"gen", "SEED N [P]", record}, {"pair", "N K", record}, {lcgen::any_name, "SEED N ...", record}},
            [] { return 7; },
            [](const std::string&) { return 8; }};
}

int run(std::vector<std::string> words) {
    seen = {};
    return lcgen::run_generator(sample(), words);
}

std::uint64_t first_after_seed(std::uint64_t seed) {
    lcgen::Random r(seed);
    return r();
}

}  // namespace

TEST_CASE("a generator's usage names its arguments, the ones in brackets optional") {
    const lcgen::Usage u = lcgen::read_usage("SEED N [P [Q]]");
    CHECK(u.names == std::vector<std::string>{"SEED", "N", "P", "Q"});
    CHECK(u.required == 2);
    CHECK_FALSE(u.more);
    const lcgen::Usage more = lcgen::read_usage("VARIANT ...");
    CHECK(more.required == 1);
    CHECK(more.more);
}

TEST_CASE("a recipe runs with its words, and SEED seeds the one source") {
    CHECK(run({"gen", "42", "5"}) == 0);
    CHECK(seen.recipe == "gen");
    CHECK(seen.words == std::vector<std::string>{"42", "5"});
    CHECK(seen.first_draw == first_after_seed(42));
    CHECK(run({"gen", "42", "5", "0.5"}) == 0);
    CHECK(seen.words.size() == 3);
    // Not every recipe has a seed; stress and shrink are the protocol's own.
    CHECK(run({"pair", "3", "1"}) == 0);
    CHECK(run({"stress", "9"}) == 7);
    CHECK(run({"shrink"}) == 8);
}

TEST_CASE("a family's name is any first word no recipe has") {
    CHECK(run({"maze", "3", "4", "x", "y"}) == 0);
    CHECK(seen.recipe == "maze");
    CHECK(seen.words.size() == 4);
}

TEST_CASE("too few or too many words, a seed that is not a number, no words: the usage and exit 2") {
    CHECK(run({"gen", "42"}) == 2);
    CHECK(run({"gen", "42", "5", "1", "2"}) == 2);
    CHECK(run({"pair", "3"}) == 2);
    CHECK(run({"gen", "4x2", "5"}) == 2);
    CHECK(run({"stress"}) == 2);
    CHECK(run({"stress", "-1"}) == 2);
    CHECK(run({"shrink", "extra"}) == 2);
    CHECK(run({}) == 2);
    CHECK(seen.recipe.empty());  // none of them ran a recipe
}

TEST_CASE("arguments are read whole: a number with anything after it is refused, naming the argument") {
    lcgen::Args a("gen", {"SEED", "N", "P"}, {"1", "12x", "0.25"});
    CHECK(a.seed(0) == 1);
    CHECK_THROWS_WITH_AS(a.integer(1), "N is not an integer: '12x'", lcgen::BadArgument);
    CHECK(a.real(2) == doctest::Approx(0.25));
    CHECK(a.integer(5, 9) == 9);  // absent: the fallback
    lcgen::Args big("gen", {"N"}, {"3000000000"});
    CHECK(big.integer(0) == 3000000000LL);
    CHECK_THROWS_AS(big.small_integer(0), lcgen::BadArgument);
    lcgen::Args word("gen", {"P"}, {"abc"});
    CHECK_THROWS_WITH_AS(word.real(0), "P is not a number: 'abc'", lcgen::BadArgument);
}

TEST_CASE("random values: reproducible for a seed, within their range") {
    lcgen::Random a(5), b(5);
    for (int i = 0; i < 100; ++i) {
        const int x = a.uniform(-3, 3);
        CHECK(x == b.uniform(-3, 3));
        CHECK(x >= -3);
        CHECK(x <= 3);
        const std::int64_t s = a.biased(10, 20);
        CHECK(s == b.biased(10, 20));
        CHECK(s >= 10);
        CHECK(s <= 20);
    }
    // A choice of one value is that value and draws nothing.
    lcgen::Random c(5), d(5);
    CHECK(c.choose(4, 4) == 4);
    CHECK(c() == d());
}

TEST_CASE("distinct values are distinct and within range, a dense range a shuffled run of it") {
    lcgen::Random r(11);
    const auto sparse = r.distinct(50, -1000000, 1000000);
    CHECK(std::set<std::int64_t>(sparse.begin(), sparse.end()).size() == 50);
    const auto dense = r.distinct(10, 1, 10);
    CHECK(std::set<std::int64_t>(dense.begin(), dense.end()) == std::set<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    CHECK(r.distinct(20, 1, 5).size() == 5);  // the range holds only five
}

TEST_CASE("a random tree shape has n nodes, each reached once from the root, written in level order") {
    lcgen::Random r(3);
    for (std::int64_t n : {1, 2, 7, 40}) {
        const auto t = r.tree_shape(n);
        std::vector<int> parents(static_cast<std::size_t>(n), 0);
        for (std::int64_t k = 0; k < n; ++k)
            for (std::int64_t c : {t.left[static_cast<std::size_t>(k)], t.right[static_cast<std::size_t>(k)]})
                if (c >= 0) {
                    CHECK(c > k);
                    ++parents[static_cast<std::size_t>(c)];
                }
        CHECK(parents[0] == 0);
        for (std::int64_t k = 1; k < n; ++k) CHECK(parents[static_cast<std::size_t>(k)] == 1);
    }
    // 1 with a right child 2: the left's null is written, the trailing ones not.
    CHECK(lcgen::level_order<int>({-1, -1}, {1, -1}, {1, 2}) == "[1,null,2]");
    CHECK(lcgen::level_order<int>({}, {}, {}) == "[]");
    CHECK(lcgen::literal(std::vector<std::vector<int>>{{1, 2}, {}}) == "[[1,2],[]]");
}
