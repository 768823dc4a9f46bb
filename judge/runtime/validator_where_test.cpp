#include <doctest/doctest.h>

#include "validator_main.hpp"

TEST_CASE("validator where: the line and column of an argument, a nested element, a string's character") {
    const std::string text = "[[2,5],[3],\n [0, 4,5]]\n\"ab\\\"c\"\n7\n";
    CHECK(lcio::where(text, {0}) == "1:1: ");
    CHECK(lcio::where(text, {0, 0}) == "1:2: ");
    CHECK(lcio::where(text, {0, 1, 0}) == "1:9: ");
    CHECK(lcio::where(text, {0, 2}) == "2:2: ");
    CHECK(lcio::where(text, {0, 2, 1}) == "2:6: ");
    CHECK(lcio::where(text, {1}) == "3:1: ");
    CHECK(lcio::where(text, {1, 3}) == "3:6: ");  // after an escaped quote
    CHECK(lcio::where(text, {2}) == "4:1: ");
}

TEST_CASE("validator where: a path that leads nowhere names no place, whatever the bytes") {
    CHECK(lcio::where("[1,2]", {0, 2}).empty());
    CHECK(lcio::where("[1,2]", {1}).empty());
    CHECK(lcio::where("[]", {0, 0}).empty());
    CHECK(lcio::where("\"ab\"", {0, 2}).empty());
    CHECK(lcio::where("7", {0, 0}).empty());
    CHECK(lcio::where("", {0}).empty());
    CHECK(lcio::where("[\"]", {0, 1}).empty());
    CHECK(lcio::where("[[[[", {0, 0, 0, 5}).empty());
    CHECK(lcio::where("x", {}).empty());
}
