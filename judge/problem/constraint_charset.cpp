#include "constraint_charset.hpp"

#include <regex>

namespace judge {

std::string characters_named(const std::string& what, const std::string& as_written) {
    std::string set;
    auto add_range = [&](char a, char b) {
        for (char c = a; c <= b; ++c)
            if (set.find(c) == std::string::npos) set += c;
    };
    bool letters_said = false;
    if (what.find("lowercase english letters") != std::string::npos || what.find("lower-case english letters") != std::string::npos)
        add_range('a', 'z'), letters_said = true;
    if (what.find("uppercase english letters") != std::string::npos || what.find("upper-case english letters") != std::string::npos)
        add_range('A', 'Z'), letters_said = true;
    if (!letters_said && what.find("english letters") != std::string::npos) add_range('a', 'z'), add_range('A', 'Z');
    if (what.find("digit") != std::string::npos) {
        // "a digit 1-9", "digits from 2 to 9": those only.
        static const std::regex some(R"(digits? (?:from )?([0-9]) ?(?:-|to) ?([0-9])\b)");
        std::smatch m;
        if (std::regex_search(what, m, some) && m[1].str()[0] <= m[2].str()[0]) add_range(m[1].str()[0], m[2].str()[0]);
        else add_range('0', '9');
    }
    if (what.find("printable ascii") != std::string::npos) add_range(' ', '~');
    if (what.find("space") != std::string::npos) add_range(' ', ' ');
    // Quoted single characters ('0' or '1'), as long as they run.
    for (std::size_t q = as_written.find('\''); q != std::string::npos && q + 2 < as_written.size(); q = as_written.find('\'', q + 3))
        if (as_written[q + 2] == '\'') add_range(as_written[q + 1], as_written[q + 1]);
        else break;
    return set;
}

}  // namespace judge
