#include "all_problems.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("throw_if_any: nothing for none, the one as it is, several named on one line up to a bound") {
    CHECK_NOTHROW(throw_if_any({}, "invalid tests"));
    CHECK_THROWS_WITH_AS(throw_if_any({"a.in: bad"}, "invalid tests"), "a.in: bad", JudgeError);
    CHECK_THROWS_WITH_AS(throw_if_any({"a.in: x", "b.in: y", "c.in: z"}, "invalid tests"),
                         "3 invalid tests: a.in: x; b.in: y; c.in: z", JudgeError);
    CHECK_THROWS_WITH_AS(throw_if_any({"1", "2", "3", "4"}, "bad files", 2), "4 bad files: 1; 2; and 2 more",
                         JudgeError);
}
