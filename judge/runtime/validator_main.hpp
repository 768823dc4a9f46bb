// The validator protocol, shared by every problem's validator. A validator
// defines `std::string broken(std::string_view input)`: "" when the input
// meets every constraint of the statement, else the first broken one, named.
// It may also define `std::string broken_answer(std::string_view input,
// std::string_view answer)`: "" when the answer (already known to be a value
// of the return type) is one the problem can have for that input, else why
// not ("913's answer is 0, 1 or 2, not 5"); without it every answer is.
//
//   validator < one.in          prints the broken constraint and exits 1, or exits 0
//   validator --many < framed   one line per framed input (lcio::frame_record):
//                               "ok" or "invalid <broken constraint>"; exits 0
//   validator --answers < framed  framed pairs, an input then its answer: one
//                               line a pair, "ok" or "invalid <why>"; exits 0
//
// --many lets the judge check a whole test set in one process.
#pragma once

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>

#include "framing.hpp"
#include "leetcode_io.hpp"

namespace lcio {

// "<line>:<column>: <message>" for an input that is not a literal at all.
inline std::string describe(const ParseError& e) {
    return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
}

// An answer is always possible, when the problem says nothing about them.
inline std::string any_answer(std::string_view, std::string_view) { return ""; }

template <class Broken, class BrokenAnswer = decltype(&any_answer)>
int validator_main(int argc, char** argv, Broken broken, BrokenAnswer broken_answer = &any_answer) {
    std::string all((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    auto first_line = [](std::string s) { return s.substr(0, s.find('\n')); };
    const std::string_view mode = argc < 2 ? "" : argv[1];
    if (mode != "--many" && mode != "--answers") {
        std::string message = broken(std::string_view(all));
        if (message.empty()) return 0;
        std::printf("%s\n", first_line(message).c_str());
        return 1;
    }
    std::size_t pos = 0;
    std::string_view record, answer;
    std::string out;
    while (next_record(all, pos, record)) {
        std::string message;
        if (mode == "--many") {
            message = broken(record);
        } else if (!next_record(all, pos, answer)) {
            std::fprintf(stderr, "validator: an input without its answer at byte %zu\n", pos);
            return 3;
        } else {
            try {
                message = broken_answer(record, answer);
            } catch (const ParseError& e) {  // not a value of the return type at all
                message = describe(e);
            }
        }
        out += message.empty() ? "ok\n" : "invalid " + first_line(message) + "\n";
    }
    if (pos != all.size()) {
        std::fprintf(stderr, "validator: broken frame at byte %zu\n", pos);
        return 3;
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

}  // namespace lcio
