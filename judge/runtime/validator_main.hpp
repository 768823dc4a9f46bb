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
#include <initializer_list>
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

// "<line>:<column>: " of a value in an input, for a broken constraint's
// message, so that the judge names the file, line and column: path[0] is the
// argument (from 0), then an index into each nested list, and last, for a
// string, a character's index. "" when the path leads to no value (the
// message then names no place). Reads only what the judge already parsed.
inline std::string where(std::string_view text, std::initializer_list<std::size_t> path) {
    std::size_t pos = 0;
    int line = 1, column = 1;
    auto more = [&] { return pos < text.size(); };
    auto advance = [&] {
        if (text[pos] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        ++pos;
    };
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    auto skip_space = [&] {
        while (more() && space(text[pos]))
            advance();
    };
    auto skip_string = [&] {  // at its opening quote
        advance();
        while (more() && text[pos] != '"') {
            if (text[pos] == '\\') advance();
            if (more()) advance();
        }
        if (more()) advance();
    };
    auto skip_value = [&] {
        skip_space();
        if (!more()) return false;
        if (text[pos] == '"') {
            skip_string();
        } else if (text[pos] == '[') {
            std::size_t depth = 0;
            do {
                if (text[pos] == '"') {
                    skip_string();
                    continue;
                }
                depth += text[pos] == '[';
                depth -= text[pos] == ']';
                advance();
            } while (more() && depth > 0);
        } else {
            while (more() && !space(text[pos]) && text[pos] != ',' && text[pos] != ']')
                advance();
        }
        return true;
    };
    auto at = [&] { return std::to_string(line) + ":" + std::to_string(column) + ": "; };
    if (path.size() == 0) return "";
    auto step = path.begin();
    for (std::size_t a = 0; a < *step; ++a)
        if (!skip_value()) return "";
    skip_space();
    for (++step; step != path.end(); ++step) {
        if (!more()) return "";
        if (text[pos] == '"') {  // a character of a string: the last step
            advance();
            for (std::size_t k = 0; k < *step; ++k) {
                if (!more() || text[pos] == '"') return "";
                if (text[pos] == '\\') advance();
                if (more()) advance();
            }
            return more() && text[pos] != '"' && std::next(step) == path.end() ? at() : "";
        }
        if (text[pos] != '[') return "";
        advance();
        for (std::size_t k = 0; k < *step; ++k) {
            if (!skip_value()) return "";
            skip_space();
            if (!more() || text[pos] != ',') return "";
            advance();
        }
        skip_space();
        if (!more() || text[pos] == ']') return "";
    }
    return more() ? at() : "";
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
