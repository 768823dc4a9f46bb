// Every occurrence of `from` in `s` replaced by `to`, left to right (a
// compiler's or debugger's paths shown as the user wrote them).
#pragma once

#include <string>

namespace judge {

inline void replace_all(std::string& s, const std::string& from, const std::string& to) {
    if (from.empty()) return;
    for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
        s.replace(pos, from.size(), to);
}

}  // namespace judge
