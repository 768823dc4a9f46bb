// The checker protocol, for a problem with many right answers (checker =
// "program" in problem.toml). A checker defines
//   std::string wrong(std::string_view input, std::string_view expected, std::string_view got)
// "" when `got` is a right answer to the test `input` (whose reference
// answer is `expected`), else why not, in one line. `got` is already known
// to be a literal of the answer's type. A lcio::ParseError it throws is a
// wrong answer too (its place and message the reason).
//
//   checker < framed   three framed records (lcio::frame_record): the input,
//                      the expected answer, the submission's answer; prints
//                      "ok" or "wrong <why>" and exits 0
//
// Anything else (another exit status, a crash, other output) is the
// checker's own failure: the judge stops with exit 2, never blaming the
// submission.
#pragma once

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>

#include "framing.hpp"
#include "leetcode_io.hpp"

namespace lcio {

template <class Wrong>
int checker_main(int, char**, Wrong wrong) {
    std::string all((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    std::size_t pos = 0;
    std::string_view input, expected, got;
    if (!next_record(all, pos, input) || !next_record(all, pos, expected) || !next_record(all, pos, got) ||
        pos != all.size()) {
        std::fprintf(stderr, "checker: expected three framed records (input, expected answer, answer)\n");
        return 3;
    }
    std::string message;
    try {
        message = wrong(input, expected, got);
    } catch (const ParseError& e) {
        message = std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
    }
    if (message.empty()) {
        std::printf("ok\n");
    } else {
        message = message.substr(0, message.find('\n'));
        std::printf("wrong %s\n", message.empty() ? "(no reason given)" : message.c_str());
    }
    return 0;
}

}  // namespace lcio
