#include "constraint_spec.hpp"
#include "input_generator.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "leetcode_io.hpp"
#include "test_set.hpp"
#include "value.hpp"

using namespace judge;

namespace {

Signature signature_of(std::vector<std::pair<std::string, std::string>> params, const std::string& returns = "int") {
    Signature s;
    s.class_name = "Solution";
    s.method = "f";
    s.returns = parse_type(returns);
    for (const auto& [name, type] : params) s.params.push_back({name, parse_type(type)});
    return s;
}

Problem problem_of(const Signature& s) {
    Problem p;
    p.id = "1";
    p.signature = s;
    return p;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t at; (at = text.find('\n', start)) != std::string::npos; start = at + 1) out.push_back(text.substr(start, at - start));
    return out;
}

}  // namespace

TEST_CASE("constraints as bounds: lengths, values, powers, strict signs, several subjects, aliases") {
    const Signature s = signature_of({{"nums", "vector<int>"}, {"target", "int"}, {"grid", "vector<vector<char>>"}, {"k", "long long"}});
    const ConstraintSpec c = read_constraints({"2 <= nums.length <= 10^4", "-10^9 <= nums[i] <= 10^9", "-10^9 <= target < 10^9",
                                               "m == grid.length", "n == grid[i].length", "1 <= m, n <= 300",
                                               "grid[i][j] is '0' or '1'", "0 < k <= 2^31 - 1", "All the integers of nums are unique",
                                               "Only one valid answer exists", "1 <= nums.length + k <= 5"},
                                              s);
    CHECK(c.params.at("nums").lengths.at(0).lo == 2);
    CHECK(c.params.at("nums").lengths.at(0).hi == 10000);
    CHECK(c.params.at("nums").values->lo == -1000000000);
    CHECK(c.params.at("nums").distinct);
    CHECK(c.params.at("target").values->hi == 999999999);
    CHECK(c.params.at("grid").lengths.at(0).hi == 300);
    CHECK(c.params.at("grid").lengths.at(1).lo == 1);
    CHECK(c.params.at("grid").rectangular);
    CHECK(c.params.at("grid").charset == "01");
    CHECK(c.params.at("k").values->lo == 1);
    CHECK(c.params.at("k").values->hi == 2147483647);
    CHECK(c.not_honoured == std::vector<std::string>{"Only one valid answer exists", "1 <= nums.length + k <= 5"});
}

TEST_CASE("constraints as bounds: strings' characters, node counts, sorted, reversed aliases, a square") {
    const Signature s = signature_of({{"s", "string"}, {"head", "ListNode*"}, {"a", "vector<int>"}, {"matrix", "vector<vector<int>>"}});
    const ConstraintSpec c = read_constraints({"1 <= s.length <= 2 * 10^5", "s consists of lowercase English letters and digits.",
                                               "The number of nodes in the list is in the range [0, 5000].",
                                               "-5000 <= Node.val <= 5000", "a.length == m", "0 <= m <= 1000",
                                               "a is sorted in non-decreasing order", "n == matrix.length == matrix[i].length",
                                               "1 <= n <= 20", "this sentence means nothing"},
                                              s);
    CHECK(c.params.at("s").lengths.at(0).hi == 200000);
    CHECK(c.params.at("s").charset.size() == 36);
    CHECK(c.params.at("head").lengths.at(0).hi == 5000);
    CHECK(c.params.at("head").values->lo == -5000);
    CHECK(c.params.at("a").lengths.at(0).hi == 1000);
    CHECK(c.params.at("a").sorted);
    CHECK(c.params.at("matrix").square);
    CHECK(c.params.at("matrix").lengths.at(1).hi == 20);
    CHECK(c.not_honoured == std::vector<std::string>{"this sentence means nothing"});
}

TEST_CASE("constraints as bounds: a value among whole numbers without a gap, an alias with one '=', a decimal bound") {
    const Signature s = signature_of({{"nums", "vector<int>"}, {"grid", "vector<string>"}, {"x", "double"}, {"k", "int"}});
    const ConstraintSpec c = read_constraints({"nums[i] is either 0, 1, or 2.", "cols = grid[i].length", "1 <= cols <= 8",
                                               "-100.0 < x < 100.0", "k is 1 or 3", "-1.5 <= x"},
                                              s);
    CHECK(c.params.at("nums").values->lo == 0);
    CHECK(c.params.at("nums").values->hi == 2);
    CHECK(c.params.at("grid").lengths.at(1).hi == 8);
    CHECK(c.params.at("x").values->lo == -99);
    CHECK(c.params.at("x").values->hi == 99);
    // 1 or 3 leaves a gap; -1.5 is not a whole number: neither is read as a bound.
    CHECK(c.not_honoured == std::vector<std::string>{"k is 1 or 3", "-1.5 <= x"});
}

TEST_CASE("two sentences that contradict each other: the second is not honoured, so no test is made from them") {
    const Signature s = signature_of({{"nums", "vector<int>"}});
    const ConstraintSpec c = read_constraints({"0 <= nums[i] <= 2", "5 <= nums[i] <= 9"}, s);
    CHECK(c.params.at("nums").values->lo == 0);
    CHECK(c.params.at("nums").values->hi == 2);
    CHECK(c.not_honoured == std::vector<std::string>{"5 <= nums[i] <= 9"});
}

TEST_CASE("bounds wider than the type are cut to it before drawing, not each value after") {
    const Signature s = signature_of({{"nums", "vector<int>"}});
    const ConstraintSpec c = read_constraints({"1 <= nums.length <= 300", "-10^10 <= nums[i] <= 10^10"}, s);
    const std::string first = lines_of(draw_input(s, c, DrawSize::largest, 1))[0];
    lcio::Scanner in(first);
    const auto list = std::get<std::vector<Value>>(read_value(in, parse_type("vector<int>")).data);
    int at_ends = 0;
    for (const auto& v : list) at_ends += std::abs(std::get<long long>(v.data)) >= 2147483647;
    CHECK(list.size() == 300);
    CHECK(at_ends < 60);  // the bounds themselves now and then (about 10%), not most of them
}

TEST_CASE("the generic generator: every input within its bounds, of its type, the same for a seed") {
    const Signature s = signature_of({{"nums", "vector<int>"}, {"grid", "vector<vector<char>>"}, {"root", "TreeNode*"}, {"w", "vector<string>"}});
    const ConstraintSpec c = read_constraints({"2 <= nums.length <= 10^5", "-10 <= nums[i] <= 10", "m == grid.length", "n == grid[i].length",
                                               "1 <= m, n <= 300", "grid[i][j] is '0' or '1'",
                                               "The number of nodes in the tree is in the range [0, 100]", "All the values in the tree are unique",
                                               "-1000 <= Node.val <= 1000", "1 <= w.length <= 5", "1 <= w[i].length <= 3"},
                                              s);
    const Problem p = problem_of(s);
    for (DrawSize size : {DrawSize::smallest, DrawSize::small, DrawSize::random, DrawSize::largest, DrawSize::largest_equal})
        for (std::uint64_t seed = 1; seed <= (size >= DrawSize::largest ? 2u : 20u); ++seed) {
            const std::string input = draw_input(s, c, size, seed);
            CAPTURE(input.substr(0, 300));
            CHECK_NOTHROW(check_input(p, input, "drawn"));
            const auto lines = lines_of(input);
            REQUIRE(lines.size() == 4);
            lcio::Scanner nums(lines[0]);
            const Value v = read_value(nums, parse_type("vector<int>"));
            const auto& list = std::get<std::vector<Value>>(v.data);
            CHECK(list.size() >= 2);
            CHECK(list.size() <= 100000);
            long long largest = 0;
            for (const auto& e : list) largest = std::max(largest, std::abs(std::get<long long>(e.data)));
            CHECK(largest <= 10);
            CHECK(lines[1].find_first_not_of("[]\",01") == std::string::npos);
            CHECK(draw_input(s, c, size, seed) == input);
        }
    // The largest: as long as the bounds and the budget allow.
    const std::string big = draw_input(s, c, DrawSize::largest, 1);
    CHECK(std::count(big.begin(), big.begin() + static_cast<long>(big.find('\n')), ',') == 99999);
    // All equal: one value in all of nums, one character in all of grid and
    // of w; the tree's values stay unique, as the constraints say.
    const auto equal = lines_of(draw_input(s, c, DrawSize::largest_equal, 1));
    lcio::Scanner nums(equal[0]);
    const auto list = std::get<std::vector<Value>>(read_value(nums, parse_type("vector<int>")).data);
    CHECK(list.size() == 100000);
    const long long first = std::get<long long>(list[0].data);
    CHECK(std::all_of(list.begin(), list.end(), [&](const Value& v) { return std::get<long long>(v.data) == first; }));
    CHECK(std::set<char>(equal[1].begin(), equal[1].end()).size() == 5);  // [ ] , " and the one
    CHECK(std::set<char>(equal[3].begin(), equal[3].end()).size() == 5);
    CHECK_NOTHROW(check_input(p, draw_input(s, c, DrawSize::largest_equal, 1), "drawn"));
}

TEST_CASE("generator notes: what the constraints left unbounded, and the default drawn within") {
    const Signature s = signature_of({{"nums", "vector<int>"}, {"s", "string"}});
    const auto notes = generator_notes(s, read_constraints({"1 <= nums.length <= 5"}, s));
    CHECK(notes == std::vector<std::string>{"nums: no bound on the values: drawn from -100 to 100",
                                            "s: no bound on the length: drawn from 1 to 10",
                                            "s: no characters named: lowercase letters drawn"});
}

TEST_CASE("a small test's integer parameter is mostly small too, a random test's over its whole range") {
    const Signature s = signature_of({{"s", "string"}, {"numRows", "int"}, {"k", "int"}});
    const ConstraintSpec c = read_constraints({"1 <= s.length <= 1000", "1 <= numRows <= 1000", "-10^4 <= k <= 10^4"}, s);
    int small_rows = 0, small_k = 0, random_rows = 0;
    std::set<long long> rows_seen;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const auto small = lines_of(draw_input(s, c, DrawSize::small, seed));
        const long long rows = std::stoll(small[1]), k = std::stoll(small[2]);
        CHECK(rows >= 1);
        CHECK(rows <= 1000);
        small_rows += rows <= 10;
        small_k += std::abs(k) <= 5 || k == -10000;
        if (rows <= 3) rows_seen.insert(rows);
        random_rows += std::stoll(lines_of(draw_input(s, c, DrawSize::random, seed))[1]) <= 10;
    }
    CHECK(small_rows >= 120);  // about 75%: the lower bound, or a few values above it
    CHECK(small_rows < 200);   // and still now and then the whole range
    CHECK(small_k >= 120);
    CHECK(rows_seen == std::set<long long>{1, 2, 3});
    CHECK(random_rows < 40);  // about 6%
}

TEST_CASE("a length or a value said equal to a number is exactly it, and a digit range is those digits only") {
    const Signature s = signature_of({{"board", "vector<vector<char>>"}, {"n", "int"}}, "bool");
    const ConstraintSpec c =
        read_constraints({"board.length == 9", "board[i].length == 9", "board[i][j] is a digit 1-9 or '.'.", "n == 4"}, s);
    CHECK(c.not_honoured.empty());
    const ParamBounds& b = c.params.at("board");
    CHECK(b.lengths.at(0).lo == 9);
    CHECK(b.lengths.at(0).hi == 9);
    CHECK(b.lengths.at(1).lo == 9);
    CHECK(b.lengths.at(1).hi == 9);
    CHECK(b.charset == "123456789.");
    CHECK(c.params.at("n").values->lo == 4);
    CHECK(c.params.at("n").values->hi == 4);
    for (DrawSize size : {DrawSize::smallest, DrawSize::small, DrawSize::random, DrawSize::largest, DrawSize::largest_equal}) {
        const auto lines = lines_of(draw_input(s, c, size, 3));
        CHECK(std::count(lines[0].begin(), lines[0].end(), '"') == 2 * 81);
        CHECK(lines[0].find('0') == std::string::npos);
        CHECK(lines[1] == "4");
    }
    // "digits" alone are 0-9; a number contradicting an earlier bound is refused.
    CHECK(read_constraints({"s consists of digits"}, signature_of({{"s", "string"}})).params.at("s").charset == "0123456789");
    const ConstraintSpec both = read_constraints({"1 <= n <= 3", "n == 4"}, s);
    CHECK(both.not_honoured.size() == 1);  // one of the two: no input meets both
}

TEST_CASE("the generated set holds an integer parameter at 0 and at its top, where a random draw seldom goes") {
    const Signature s = signature_of({{"x", "int"}}, "bool");
    const auto set = generated_set(s, read_constraints({"-2^31 <= x <= 2^31 - 1"}, s));
    std::set<std::string> inputs;
    for (const auto& t : set) inputs.insert(t.input);
    CHECK(inputs.count("0\n") == 1);
    CHECK(inputs.count("2147483647\n") == 1);
    CHECK(inputs.count("-2147483648\n") == 1);  // the smallest
    // 0 out of range: the nearest bound.
    const Signature k = signature_of({{"k", "int"}});
    CHECK(draw_input(k, read_constraints({"3 <= k <= 9"}, k), DrawSize::small, 1, IntegerPin::zero) == "3\n");
    CHECK(draw_input(k, read_constraints({"3 <= k <= 9"}, k), DrawSize::random, 1, IntegerPin::top) == "9\n");
}
