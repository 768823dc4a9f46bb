// The validator protocol, shared by every problem's validator. A validator
// defines `std::string broken(std::string_view input)`: "" when the input
// meets every constraint of the statement, else the first broken one, named.
//
//   validator < one.in          prints the broken constraint and exits 1, or exits 0
//   validator --many < framed   one line per framed input (lcio::frame_record):
//                               "ok" or "invalid <broken constraint>"; exits 0
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

template <class Broken>
int validator_main(int argc, char** argv, Broken broken) {
    std::string all((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    auto first_line = [](std::string s) { return s.substr(0, s.find('\n')); };
    if (argc < 2 || std::string_view(argv[1]) != "--many") {
        std::string message = broken(std::string_view(all));
        if (message.empty()) return 0;
        std::printf("%s\n", first_line(message).c_str());
        return 1;
    }
    std::size_t pos = 0;
    std::string_view record;
    std::string out;
    while (next_record(all, pos, record)) {
        std::string message = broken(record);
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
