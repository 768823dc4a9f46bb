// The built-in checkers: any_order (and inner_any_order), float, a design
// problem's first wrong call, the driver's own line.
#include <doctest/doctest.h>

#include <random>

#include "checker.hpp"
#include "error.hpp"
#include "test_hostile_bytes.hpp"
#include "type_spec.hpp"

using namespace judge;

namespace {

Problem with(const std::string& checker, const std::string& returns) {
    Problem p;
    p.checker = checker;
    p.signature.method = "f";
    p.signature.returns = parse_type(returns);
    p.signature.params = {{"a", parse_type("int")}};
    return p;
}

Problem lru() {
    Problem p;
    p.signature.design = true;
    p.signature.class_name = "LRUCache";
    p.signature.returns = parse_type("void");
    p.signature.constructor = {{"capacity", parse_type("int")}};
    p.signature.methods = {{"get", parse_type("int"), {{"key", parse_type("int")}}},
                           {"put", parse_type("void"), {{"key", parse_type("int")}, {"value", parse_type("int")}}}};
    return p;
}

}  // namespace

TEST_CASE("any_order: the top-level list in any order, each inner list too only when the problem says so") {
    Problem p = with("any_order", "vector<vector<int>>");
    auto c = builtin_checker(p);
    CHECK(c->check("", "[[1,2],[3]]", "[[3],[1,2]]\n").ok);
    CHECK_FALSE(c->check("", "[[1,2],[3]]", "[[3],[2,1]]").ok);
    CHECK(c->check("", "[[1,2],[3]]", "[[3]]").message == "expected 2 elements (in any order), got 1");
    CHECK(c->check("", "[[1,2],[1,2]]", "[[1,2],[3]]").message ==
          "in any order: expected [1,2], missing; got [3], not expected");  // a multiset: twice is twice
    CHECK(c->check("", "[1]", "7").message == "expected a list, got 7");
    p.compare.inner_any_order = true;
    c = builtin_checker(p);
    CHECK(c->check("", "[[1,2],[3]]", "[[3],[2,1]]").ok);
    CHECK(c->check("", "[[\"ate\",\"eat\"]]", "[[\"eat\",\"ate\"]]").ok);
    CHECK_FALSE(c->check("", "[[1,2],[3]]", "[[3],[2,2]]").ok);
    CHECK(c->check("", "[[1,2]]", "[[1,2] oops").message.find("the answer is not a literal (1:8:") == 0);
}

TEST_CASE("float: within the absolute or the relative tolerance (1e-5 unless the problem says)") {
    Problem p = with("float", "double");
    auto c = builtin_checker(p);
    CHECK(c->check("", "2.50000", "2.50000").ok);
    CHECK(c->check("", "2.50000", "2.500009").ok);
    CHECK(c->check("", "2.5", "2.50000").ok);
    CHECK_FALSE(c->check("", "2.50000", "2.50010").ok);
    CHECK(c->check("", "1000000.0", "1000009.0").ok);  // relative: 9e-6
    CHECK(c->check("", "2.50000", "2.00000").message ==
          "expected 2.50000, got 2.00000 (beyond the tolerance: 0.00001 absolute, 0.00001 relative)");
    CHECK_FALSE(c->check("", "2.5", "\"2.5\"").ok);
    // The tolerance is applied to the value as written, not to a rounding:
    // 6e-6 and 9.9e-6 off either way pass, 1e-5 itself passes, 1.01e-5 does not.
    for (const char* near : {"1.000006", "0.999994", "1.0000099", "0.9999901", "1.00001", "0.99999"})
        CHECK_MESSAGE(c->check("", "1.00000", near).ok, near);
    CHECK(c->check("", "1.00000", "1.0000101").message ==
          "expected 1.00000, got 1.0000101 (beyond the tolerance: 0.00001 absolute, 0.00001 relative)");
    p.compare.abs_tol = 0.1;
    p.compare.rel_tol = 0;
    CHECK(builtin_checker(p)->check("", "2.5", "2.45").ok);
    Problem v = with("float", "vector<double>");
    CHECK(builtin_checker(v)->check("", "[1.0,2.0]", "[1.000001,2.5]").message.rfind("at [1]: expected 2.00000, got 2.50000", 0) == 0);
}

TEST_CASE("design: the first wrong call named with its arguments") {
    Problem p = lru();
    auto c = builtin_checker(p);
    const std::string input = "[\"LRUCache\",\"put\",\"get\",\"get\"]\n[[1],[1,1],[1],[2]]\n";
    CHECK(c->check(input, "[null,null,1,-1]", "[null,null,1,-1]\n").ok);
    CHECK(c->check(input, "[null,null,1,-1]", "[null,null,1,2]").message == "call 4 get(2): expected -1, got 2");
    CHECK(c->check(input, "[null,null,1,-1]", "[null,null,1]").message == "expected 4 answers (one a call), got 3");
    CHECK(c->check(input, "[null,null,1,-1]", "").message.rfind("no output", 0) == 0);
    p.checker = "float";
    // get returns an int: a double is never its answer, whatever the tolerance.
    CHECK_FALSE(builtin_checker(p)->check(input, "[null,null,1,-1]", "[null,null,1.000001,-1]").ok);
    Problem q = lru();
    q.checker = "float";
    q.signature.methods[0].returns = parse_type("double");
    CHECK(builtin_checker(q)->check(input, "[null,null,1,-1]", "[null,null,1.000001,-1]").ok);
}

TEST_CASE("design: a method declared to return an int answers whole numbers, a double method's 3 is 3.00000") {
    const std::string input = "[\"LRUCache\",\"put\",\"get\",\"get\"]\n[[1],[1,4],[1],[2]]\n";
    auto ints = builtin_checker(lru());
    CHECK(ints->check(input, "[null,null,4,-1]", "[null,null,4,-1]").ok);
    for (const char* got : {"[null,null,4.0000001,-1]", "[null,null,4.00000,-1]", "[null,null,4.0,-1]"}) {
        const CheckResult r = ints->check(input, "[null,null,4,-1]", got);
        CHECK_FALSE(r.ok);
        CHECK(r.message.rfind("call 3 get(1): expected 4, got 4", 0) == 0);
    }
    Problem doubles = lru();
    doubles.signature.methods[0].returns = parse_type("double");
    auto d = builtin_checker(doubles);
    CHECK(d->check(input, "[null,null,4.00000,-1.00000]", "[null,null,4,-1]").ok);
    CHECK_FALSE(d->check(input, "[null,null,4.00000,-1.00000]", "[null,null,4.0001,-1]").ok);
}

TEST_CASE("the driver's own line is the reason, whatever the checker") {
    for (const char* name : {"exact", "any_order", "float"}) {
        auto c = builtin_checker(with(name, "vector<int>"));
        CHECK(c->check("", "[1,2]", "judge driver: the returned list is cyclic: node 2's next is node 1 (counting from 1 at the head)\n")
                  .message == "the returned list is cyclic: node 2's next is node 1 (counting from 1 at the head)");
        CHECK(c->check("", "[1,2]", "judge driver: the returned tree has more than 4194304 nodes").message ==
              "the returned tree has more than 4194304 nodes");
        CHECK(c->check("", "[1,2]", "judge driver: the returned value contains itself, or nests deeper than Python's recursion limit\n")
                  .message == "the returned value contains itself, or nests deeper than Python's recursion limit");
    }
}

TEST_CASE("a submission cannot choose the reason: text of its own after the driver's prefix is its answer") {
    auto c = builtin_checker(with("exact", "vector<int>"));
    for (const char* got : {"judge driver: the expected answer is wrong, your answer is right\n",
                            "judge driver: the returned list is cyclic: node 2's next is node 1 (counting from 1 at the head) but AC\n",
                            "judge driver: the returned list is longer than 9 nodes\nsee line 2\n",
                            "judge driver: the returned list is longer than -1 nodes\n",
                            "judge driver: the returned tree has more than 01 nodes\n"}) {
        CAPTURE(std::string(got));
        const CheckResult r = c->check("", "[1,2]", got);
        CHECK_FALSE(r.ok);
        // The judge's own words, quoting the program's text as its answer
        // ("expected '[1,2]', found 'judge driver: ...'").
        CAPTURE(r.message);
        CHECK(r.message.find("'judge driver: ") != std::string::npos);
    }
}

TEST_CASE("checkers on hostile bytes: a verdict, never an exception") {
    std::vector<std::string> texts = test::adversarial_texts({"[", "]", ",", "null", "\"", "1e400", "-", "judge driver: "});
    std::mt19937_64 rng(28);
    for (int i = 0; i < 2000; ++i)
        texts.push_back(test::random_text(rng, {"[", "]", ",", "null", "\"a\"", "1.5", "true"}, 10));
    Problem design = lru();
    const std::string input = "[\"LRUCache\",\"get\"]\n[[1],[1]]\n";
    for (const Problem& p : {with("any_order", "vector<int>"), with("float", "double"), design}) {
        auto c = builtin_checker(p);
        for (const auto& got : texts) {
            CheckResult r{true, ""};
            CHECK_NOTHROW(r = c->check(input, p.signature.design ? "[null,-1]" : "[1]", got));
            CHECK(r.message.size() < 1200);
        }
    }
}
