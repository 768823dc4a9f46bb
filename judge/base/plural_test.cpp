#include "plural.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("counted: one is singular, every other count plural") {
    CHECK(counted(1, "test", "tests") == "1 test");
    CHECK(counted(0, "test", "tests") == "0 tests");
    CHECK(counted(2, "ply", "plies") == "2 plies");
    CHECK(counted(-1, "byte", "bytes") == "-1 bytes");
}
