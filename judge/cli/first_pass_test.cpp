#include "first_pass.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestCase test(const std::string& name) {
    TestCase t;
    t.name = name;
    return t;
}

TestResult result(const std::string& name, Verdict v) {
    TestResult r;
    r.name = name;
    r.verdict = v;
    return r;
}

}  // namespace

TEST_CASE("first pass: the examples and the last judging's failures first, in their order, the rest after") {
    FirstPass pass = examples_and_failures({result("examples/1", Verdict::WA), result("hack/a", Verdict::TLE),
                                            result("hack/b", Verdict::AC)});
    CHECK(pass.names == std::set<std::string>{"hack/a"});  // an example is taken as one anyway
    CHECK(pass.said == "first the examples and the 1 test that failed the last time; the rest only if they pass");
    std::vector<TestCase> tests{test("hack/b"), test("examples/2"), test("hack/a"), test("examples/1"), test("z")};
    CHECK(put_first(pass, tests) == 3);
    std::vector<std::string> order;
    for (const auto& t : tests)
        order.push_back(t.name.bytes());
    CHECK(order == std::vector<std::string>{"examples/2", "hack/a", "examples/1", "hack/b", "z"});
}

TEST_CASE("first pass: named tests none of which is in the set are said, and every test is judged") {
    FirstPass pass;
    pass.names = {"gone/1"};
    pass.said = "--failed: first the 1 test that failed";
    std::vector<TestCase> tests{test("examples/1")};
    CHECK(put_first(pass, tests) == 0);
    CHECK(pass.said == "--failed: first the 1 test that failed (none of them is in this test set: judging every test)");
    CHECK(examples_and_failures({}).said == "first the examples; the rest only if they pass");
}
