// Bytes a hostile submission would print, for the property tests of every
// parser of its output (unit tests only): numbers that fit no integer, a
// megabyte on one line, NULs, bytes that are not UTF-8, deep nesting, and
// the parser's own keywords in every order. Seeded: a failure reproduces.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace judge::test {

// Fixed adversarial texts built around the parser's own words (`keywords`:
// the headers, prefixes and separators it looks for).
inline std::vector<std::string> adversarial_texts(const std::vector<std::string>& keywords) {
    const std::string huge_decimal(40, '9'), huge_hex(40, 'f'), megabyte(1 << 20, 'x');
    std::vector<std::string> texts = {
        "",
        std::string(1, '\0'),
        std::string(1 << 16, '\0'),
        "\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80",
        megabyte,
        std::string(1 << 20, '\n'),
        std::string(100000, '(') + std::string(100000, ')'),
        std::string(100000, '[') + std::string(100000, ']'),
        std::string(100000, '#'),
        "-" + huge_decimal,
        huge_decimal + "\n" + "0x" + huge_hex + "\n",
    };
    for (const auto& k : keywords) {
        texts.push_back(k);
        texts.push_back(k + huge_decimal);
        texts.push_back(k + "0x" + huge_hex);
        texts.push_back(k + huge_decimal + ":" + huge_decimal + ":" + huge_decimal);
        texts.push_back(k + "-" + huge_decimal);
        texts.push_back(k + megabyte);
        texts.push_back(megabyte + k);
        texts.push_back(k + std::string(1, '\0') + k);
        texts.push_back(k + "\xff\xfe");
        std::string repeated;
        for (int i = 0; i < 20000; ++i)
            repeated += k + (i % 2 ? "\n" : "");
        texts.push_back(repeated);
    }
    return texts;
}

// A random text of up to `pieces` pieces: keywords, numbers (some far too
// large), separators, random bytes.
inline std::string random_text(std::mt19937_64& rng, const std::vector<std::string>& keywords, int pieces) {
    const char* const separators[] = {" ", "\n", ":", "(", ")", "+", "0x", "#", "'", "\t", "\r\n", ""};
    std::string out;
    const int n = static_cast<int>(rng() % static_cast<std::uint64_t>(pieces + 1));
    for (int i = 0; i < n; ++i) {
        switch (rng() % 6) {
            case 0:
                if (!keywords.empty()) out += keywords[rng() % keywords.size()];
                break;
            case 1: {
                const int digits = static_cast<int>(rng() % 30) + 1;
                for (int d = 0; d < digits; ++d)
                    out += "0123456789abcdef"[rng() % 16];
                break;
            }
            case 2:
                out += std::to_string(rng() % 100);
                break;
            case 3:
                out += separators[rng() % (sizeof separators / sizeof separators[0])];
                break;
            case 4: {
                const int bytes = static_cast<int>(rng() % 8);
                for (int b = 0; b < bytes; ++b)
                    out += static_cast<char>(rng() % 256);
                break;
            }
            default:
                out += std::string(rng() % 3000, static_cast<char>("x(#0\n"[rng() % 5]));
        }
    }
    return out;
}

}  // namespace judge::test
