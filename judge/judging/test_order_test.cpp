#include "test_order.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestCase test(const std::string& name, std::size_t size) { return {name, name + ".in", std::string(size, 'x'), "1"}; }

TestResult result(const std::string& name, std::size_t size, Verdict v) {
    TestResult r;
    r.name = name;
    r.input = std::string(size, 'x');
    r.verdict = v;
    return r;
}

std::vector<std::string> names(const std::vector<TestCase>& tests) {
    std::vector<std::string> out;
    for (const auto& t : tests)
        out.push_back(t.name.bytes());
    return out;
}

}  // namespace

TEST_CASE("test_group: the folder part of a test's name") {
    CHECK(test_group("hack/cap2-n8") == "hack");
    CHECK(test_group("a/b/c") == "a/b");
    CHECK(test_group("mine") == "");
}

TEST_CASE("order_small_first: groups kept in order (examples first), small inputs first within each") {
    std::vector<TestCase> tests{test("examples/1", 30), test("examples/2", 10), test("hack/big-n50", 900),
                                test("hack/cap2-n8", 40),  test("hack/a", 40),     test("random/10", 5),
                                test("random/2", 5)};
    order_small_first(tests);
    CHECK(names(tests) == std::vector<std::string>{"examples/2", "examples/1", "hack/a", "hack/cap2-n8",
                                                   "hack/big-n50", "random/2", "random/10"});
}

TEST_CASE("lead_failure: the smallest failing input, the earliest of equals, none when all passed") {
    std::vector<TestResult> all_ac{result("a", 5, Verdict::AC), result("b", 1, Verdict::AC)};
    CHECK_FALSE(lead_failure(all_ac).has_value());
    std::vector<TestResult> tests{result("examples/1", 50, Verdict::AC), result("hack/8x8", 300, Verdict::WA),
                                  result("hack/2x4", 40, Verdict::TLE), result("hack/2x4b", 40, Verdict::WA),
                                  result("tiny", 3, Verdict::AC)};
    REQUIRE(lead_failure(tests).has_value());
    CHECK(*lead_failure(tests) == 2);
}
