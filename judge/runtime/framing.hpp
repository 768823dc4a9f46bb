// Many inputs in one stream, as the judge frames them for one process (the
// driver's and the validator's --many modes): "<byte count>\n<bytes>",
// repeated. Self-contained standard C++, like leetcode_io.hpp beside it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lcio {

// One input, framed.
inline std::string frame_record(std::string_view bytes) {
    std::string out = std::to_string(bytes.size());
    out += '\n';
    out += bytes;
    return out;
}

// The next record of a framed stream from `pos`; false at its end or on a
// broken frame.
inline bool next_record(std::string_view all, std::size_t& pos, std::string_view& record) {
    if (pos >= all.size()) return false;
    std::size_t length = 0, at = pos;
    for (; at < all.size() && all[at] >= '0' && all[at] <= '9'; ++at) {
        length = length * 10 + static_cast<std::size_t>(all[at] - '0');
        if (length > all.size()) return false;  // longer than the stream, and before it can wrap
    }
    if (at == pos || at >= all.size() || all[at] != '\n' || length > all.size() - at - 1) return false;
    record = all.substr(at + 1, length);
    pos = at + 1 + length;
    return true;
}

}  // namespace lcio
