#include "value.hpp"

#include <doctest/doctest.h>

#include "framing.hpp"
#include "leetcode_io.hpp"
#include "type_spec.hpp"

using namespace judge;

namespace {

std::string roundtrip(const std::string& text, const std::string& type) {
    lcio::Scanner s(text);
    Value v = read_value(s, parse_type(type));
    CHECK(s.at_end());
    return format_value(v);
}

lcio::ParseError error_of(const std::string& text, const std::string& type) {
    lcio::Scanner s(text);
    try {
        read_value(s, parse_type(type));
        if (!s.at_end()) s.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return e;
    }
    FAIL("no error for " << text);
    return {0, 0, ""};
}

}  // namespace

TEST_CASE("scalars read and print in LeetCode's spelling") {
    CHECK(roundtrip("42", "int") == "42");
    CHECK(roundtrip("  -7 \r\n", "int") == "-7");
    CHECK(roundtrip("-2147483648", "int") == "-2147483648");
    CHECK(roundtrip("9223372036854775807", "long long") == "9223372036854775807");
    CHECK(roundtrip("-9223372036854775808", "long long") == "-9223372036854775808");
    CHECK(roundtrip("2.5", "double") == "2.50000");
    CHECK(roundtrip("-1e-3", "double") == "-0.00100");
    CHECK(roundtrip("true", "bool") == "true");
    CHECK(roundtrip("false", "bool") == "false");
    CHECK(roundtrip("\"x\"", "char") == "\"x\"");
}

TEST_CASE("string escapes decode and re-encode") {
    lcio::Scanner s("\"a\\\"b\\\\c\\n\\u0041\\/\"");
    CHECK(s.read_string() == "a\"b\\c\nA/");
    CHECK(lcio::quote_string("a\"b\\c\nA/") == "\"a\\\"b\\\\c\\nA/\"");
}

TEST_CASE("nested vectors with white space and CRLF") {
    CHECK(roundtrip("[[2,5],[3],[0,4,5]]", "vector<vector<int>>") == "[[2,5],[3],[0,4,5]]");
    CHECK(roundtrip("[ [ 1 , -2 ] ,\r\n [ ] ]\r\n", "vector<vector<int>>") == "[[1,-2],[]]");
    CHECK(roundtrip("[]", "vector<int>") == "[]");
    CHECK(roundtrip("[\"####F\",\"#C...\"]", "vector<string>") == "[\"####F\",\"#C...\"]");
    CHECK(roundtrip("[[\"1\",\"0\"]]", "vector<vector<char>>") == "[[\"1\",\"0\"]]");
    CHECK(roundtrip("[true,false]", "vector<bool>") == "[true,false]");
}

TEST_CASE("malformed literals name line, column and what was expected") {
    auto e = error_of("[[1,2],\n [3,,4]]", "vector<vector<int>>");
    CHECK(e.line == 2);
    CHECK(e.column == 5);
    CHECK(e.message == "expected an integer (int), found ','");

    e = error_of("[1,2", "vector<int>");
    CHECK(e.message == "expected ',' or ']', found end of input");

    e = error_of("2147483648", "int");
    CHECK(e.message == "integer out of range for int");
    CHECK(e.column == 1);

    e = error_of("1.5", "int");
    CHECK(e.message.find("expected an integer") == 0);

    e = error_of("\"abc", "string");
    CHECK(e.message == "expected a closing '\"', found end of input");

    e = error_of("\"ab\"", "char");
    CHECK(e.message.find("exactly one character") != std::string::npos);

    e = error_of("yes", "bool");
    CHECK(e.message == "expected true or false, found 'y'");

    e = error_of("+1", "int");
    CHECK(e.message == "expected an integer (int), found '+'");

    e = error_of("\"\\q\"", "string");
    CHECK(e.message.find("expected an escape") == 0);

    e = error_of("[1] 2", "vector<int>");
    CHECK(e.message == "expected end of input, found '2'");
    CHECK(e.column == 5);
}

TEST_CASE("type names parse, and unsupported ones are refused") {
    CHECK(parse_type("vector<vector<int>>").cpp_name() == "vector<vector<int>>");
    CHECK(parse_type("std::vector<std::string>").cpp_name() == "vector<string>");
    CHECK(parse_type(" long long ").kind == TypeKind::Long);
    CHECK(parse_type("TreeNode*").kind == TypeKind::TreeNode);
    CHECK_THROWS_WITH(parse_type("Node*"), doctest::Contains("unsupported type 'Node*'"));
    CHECK_THROWS(parse_type("vector<float>"));
}

TEST_CASE("framed records: many inputs in one stream, and broken frames end the stream") {
    std::string all = lcio::frame_record("[[1],[0]]\n") + lcio::frame_record("") + lcio::frame_record("a\nb");
    std::size_t pos = 0;
    std::string_view r;
    std::vector<std::string> got;
    while (lcio::next_record(all, pos, r))
        got.emplace_back(r);
    CHECK(got == std::vector<std::string>{"[[1],[0]]\n", "", "a\nb"});
    CHECK(pos == all.size());
    for (std::string broken : {"5\nabc", "x\nabc", "3abc", "\n"}) {
        pos = 0;
        CHECK_FALSE(lcio::next_record(broken, pos, r));
        CHECK(pos == 0);
    }
}

TEST_CASE("integers as JSON writes them: a leading zero and -0 are errors at their place, 0 and -10 are not") {
    CHECK(roundtrip("0", "int") == "0");
    CHECK(roundtrip("-10", "int") == "-10");
    CHECK(roundtrip("[0,10,-100]", "vector<long long>") == "[0,10,-100]");
    auto e = error_of("[1,07]", "vector<int>");
    CHECK(e.line == 1);
    CHECK(e.column == 4);
    CHECK(e.message.find("without leading zeros") != std::string::npos);
    e = error_of("\n  -0", "int");
    CHECK(e.line == 2);
    CHECK(e.column == 3);
    CHECK(e.message.find("not -0") != std::string::npos);
    CHECK(error_of("00", "long long").message.find("without leading zeros") != std::string::npos);
}

TEST_CASE("lists, trees and null in LeetCode's spelling, a tree's trailing nulls left out") {
    CHECK(roundtrip("[1, 2,3]", "ListNode*") == "[1,2,3]");
    CHECK(roundtrip("[3,9,20,null,null,15,7]", "TreeNode*") == "[3,9,20,null,null,15,7]");
    CHECK(roundtrip("[1,null,2,null,null]", "TreeNode*") == "[1,null,2]");
    CHECK(roundtrip("[]", "TreeNode*") == "[]");
    CHECK(roundtrip("[[1],[]]", "vector<ListNode*>") == "[[1],[]]");
    CHECK(roundtrip("null", "void") == "null");
    CHECK(error_of("[null]", "TreeNode*").message == "a tree's root is a value (an empty tree is [])");
    const auto e = error_of("[1,null,null,2]", "TreeNode*");
    CHECK(e.column == 14);
    CHECK(e.message.rfind("a tree entry with no parent", 0) == 0);
    CHECK(error_of("[1,2147483648]", "ListNode*").message == "integer out of range for int");
}
