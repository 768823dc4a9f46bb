#include "case_input.hpp"

#include <doctest/doctest.h>

#include <random>

#include "leetcode_io.hpp"
#include "test_hostile_bytes.hpp"
#include "type_spec.hpp"
#include "value.hpp"

using namespace judge;

namespace {

Signature lru() {
    Signature s;
    s.design = true;
    s.class_name = "LRUCache";
    s.returns = parse_type("void");
    s.constructor = {{"capacity", parse_type("int")}};
    s.methods = {{"get", parse_type("int"), {{"key", parse_type("int")}}},
                 {"put", parse_type("void"), {{"key", parse_type("int")}, {"value", parse_type("int")}}}};
    return s;
}

std::vector<DesignCall> read(const std::string& text, const Signature& sig) {
    lcio::Scanner s(text);
    auto calls = read_case(s, sig, [&](std::size_t i) { s.fail("part " + std::to_string(i)); });
    if (!s.at_end()) s.fail("the end");
    return calls;
}

lcio::ParseError error_of(const std::string& text, const Signature& sig) {
    try {
        read(text, sig);
    } catch (const lcio::ParseError& e) {
        return e;
    }
    FAIL("no error for " << text);
    return {0, 0, ""};
}

}  // namespace

TEST_CASE("design input: LeetCode's two lines, each call's arguments read with its own parameters' types") {
    auto calls = read("[\"LRUCache\",\"put\",\"get\"]\n[[2],[1, 1],[1]]\n", lru());
    REQUIRE(calls.size() == 3);
    CHECK(calls[0].display() == "LRUCache(2)");
    CHECK(calls[1].display() == "put(1,1)");
    CHECK(calls[2].display() == "get(1)");
    CHECK(input_parts(lru()).size() == 2);
}

TEST_CASE("design input: a call out of place is an error at its place") {
    auto e = error_of("[\"LRUCache\",\"pop\"]\n[[2],[]]", lru());
    CHECK(e.line == 1);
    CHECK(e.column == 13);
    CHECK(e.message == "no method '\"pop\"' in LRUCache (get, put)");
    e = error_of("[\"get\"]\n[[2]]", lru());
    CHECK(e.message == "the first call is the constructor, \"LRUCache\"");
    e = error_of("[\"LRUCache\",\"put\"]\n[[2],[1]]", lru());
    CHECK(e.line == 2);
    CHECK(e.column == 8);
    CHECK(e.message == "call 2 put takes [int, int] (2 arguments)");
    e = error_of("[\"LRUCache\",\"get\"]\n[[2]]", lru());
    CHECK(e.message == "2 argument lists, one a call (1 given)");
    e = error_of("[\"LRUCache\"]\n[[2],[1]]", lru());
    CHECK(e.message.find("1 calls, 1 argument lists") != std::string::npos);
    e = error_of("[\"LRUCache\"]\n", lru());
    CHECK(e.message == "expected part 1, found end of input");
    e = error_of("[]\n[]", lru());
    CHECK(e.message == "the calls begin with the constructor, \"LRUCache\"");
    e = error_of("[\"LRUCache\",\"get\"]\n[[2],[\"x\"]]", lru());
    CHECK(e.message.find("an integer (int)") != std::string::npos);
}

TEST_CASE("a Solution's method: one literal a parameter, no calls") {
    Signature s;
    s.params = {{"head", parse_type("ListNode*")}, {"root", parse_type("TreeNode*")}};
    CHECK(read("[1,2]\n[3,null,4]", s).empty());
    CHECK(input_parts(s)[1].type == "TreeNode*");
}

TEST_CASE("design input from hostile bytes: a ParseError or calls, never anything else") {
    const Signature sig = lru();
    auto texts = test::adversarial_texts({"[\"LRUCache\",", "\"get\"", "\"put\"", "[[", "],[", "]]", "null", "\n"});
    std::mt19937_64 rng(28);
    for (int i = 0; i < 3000; ++i)
        texts.push_back(test::random_text(rng, {"[\"LRUCache\"", ",\"get\"", ",\"put\"", "]\n[[", "2]", ",[1,1]", ",[1]", "]"}, 12));
    int parsed = 0;
    for (const auto& text : texts) {
        try {
            read(text, sig);
            ++parsed;
        } catch (const lcio::ParseError& e) {
            CHECK(e.line >= 1);
            CHECK(e.column >= 1);
        }
    }
    CHECK(parsed >= 0);
}
