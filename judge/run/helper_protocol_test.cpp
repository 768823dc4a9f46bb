#include "helper_protocol.hpp"

#include <doctest/doctest.h>

#include "test_hostile_bytes.hpp"

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

TEST_CASE("a flood of fake headers is one pass: no deeper stack, nothing kept that cannot start a header") {
    // The recursive reader went one frame deeper per fake header, and copied
    // the rest of the stream each time (the helper busy past every limit).
    std::string pending, answer;
    for (int i = 0; i < 500000; ++i)
        pending += "@@done 7 x";
    CHECK_FALSE(take_answer(pending, 7, answer));
    CHECK(pending.size() < 16);
    std::string other(1 << 20, '@');
    CHECK_FALSE(take_answer(other, 7, answer));
    CHECK(other.size() < 16);
    pending += "@@done 7 2\nok";
    REQUIRE(take_answer(pending, 7, answer));
    CHECK(answer == "ok");
}

TEST_CASE("a length past twelve digits is no header, a header waiting for its answer is kept") {
    std::string pending = "@@done 1 9999999999999\nx", answer;
    CHECK_FALSE(take_answer(pending, 1, answer));
    CHECK(pending.find("9999999999999") == std::string::npos);
    pending = "junk@@done 1 999999999999\nabc";
    CHECK_FALSE(take_answer(pending, 1, answer));
    CHECK(pending.rfind("@@done 1 ", 0) == 0);  // the junk before it dropped
}

TEST_CASE("the length a header waiting for its answer announces: the helper's early OLE") {
    using judge::helper::awaited_length;
    CHECK(awaited_length("@@done 2 999999999\nab", 2) == 999999999);
    CHECK(awaited_length("@@done 2 999999999", 2) == 0);  // its newline not here yet: not known
    CHECK(awaited_length("@@done 3 999999999\n", 2) == 0);  // another call's
    CHECK(awaited_length("x@@done 2 5\n", 2) == 0);  // not at the front
    CHECK(awaited_length("@@done 2 \n", 2) == 0);
    std::string pending = "junk@@done 2 999999999\nab", answer;
    CHECK_FALSE(take_answer(pending, 2, answer));
    CHECK(awaited_length(pending, 2) == 999999999);  // as take_answer leaves it
}

TEST_CASE("property: any answer stream, cut anywhere, gives an answer or waits, never an exception") {
    const std::vector<std::string> words = {"@@done ", "@@done 3 ", "@@done 3 1\n", "@@done -1 ", "\n", "@@"};
    auto check = [](const std::string& text) {
        std::string pending, answer;
        CHECK_NOTHROW({
            // Fed in pieces, as a pipe gives them.
            for (std::size_t at = 0; at < text.size(); at += 4093) {
                pending.append(text, at, 4093);
                while (take_answer(pending, 3, answer))
                    CHECK(answer.size() <= text.size());
                CHECK(pending.size() <= text.size());
            }
        });
    };
    for (const auto& text : judge::test::adversarial_texts(words))
        check(text);
    std::mt19937_64 rng(25);
    for (int i = 0; i < 3000; ++i)
        check(judge::test::random_text(rng, words, 40));
}

TEST_CASE("property: any message is a request or malformed, never an exception") {
    using namespace judge::helper;
    Request good;
    const std::string base = encode(good, {"a", "b"}, {"X=1"});
    std::mt19937_64 rng(25);
    for (int i = 0; i < 5000; ++i) {
        std::string message = base;
        for (int flips = static_cast<int>(rng() % 8); flips > 0; --flips)
            message[rng() % message.size()] = static_cast<char>(rng() % 256);
        if (rng() % 4 == 0) message.resize(rng() % (message.size() + 1));
        if (rng() % 4 == 0) message += judge::test::random_text(rng, {std::string(1, '\0')}, 10);
        Request r;
        std::vector<std::string> args, environment;
        bool ok = false;
        CHECK_NOTHROW(ok = decode(message, r, args, environment));
        if (ok) CHECK(args.size() + environment.size() <= message.size());
    }
    for (const auto& text : judge::test::adversarial_texts({std::string(sizeof(Request), '\xff')})) {
        Request r;
        std::vector<std::string> args, environment;
        CHECK_NOTHROW((void)decode(text, r, args, environment));
    }
}
