#include "helper_protocol.hpp"

#include <doctest/doctest.h>

using judge::helper::take_answer;

TEST_CASE("a session's answer stream: the answer of this call, whatever came before it") {
    std::string pending = "debris @@done 3 3\n4", answer;
    CHECK_FALSE(take_answer(pending, 3, answer));  // three bytes announced, one here
    pending += "2\n@@done 4";
    REQUIRE(take_answer(pending, 3, answer));
    CHECK(answer == "42\n");
    CHECK(pending == "@@done 4");  // the next call's, kept
}

TEST_CASE("a session's answer stream: another call's record is not this one's, a header cut short waits") {
    std::string pending = "@@done 4 2\n1\n", answer;
    CHECK_FALSE(take_answer(pending, 5, answer));
    pending = "@@done 5 1";
    CHECK_FALSE(take_answer(pending, 5, answer));
    pending += "2\n" + std::string(12, 'x');
    REQUIRE(take_answer(pending, 5, answer));
    CHECK(answer == std::string(12, 'x'));
    CHECK(pending.empty());
    pending = "@@done 6 x\n@@done 6 1\n7";
    REQUIRE(take_answer(pending, 6, answer));  // a header without a length is not one
    CHECK(answer == "7");
}
