#include "test_name_order.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("test names: examples first, then natural order") {
    CHECK(test_name_less("examples/2", "a"));
    CHECK(test_name_less("hack/2", "hack/10"));
    CHECK_FALSE(test_name_less("hack/10", "hack/2"));
    CHECK(test_name_less("hack/007", "hack/8"));
    CHECK(test_name_less("handmade/1", "random/1"));
}
