// A count with its noun, as a sentence says it: "1 test", "2 tests", "0 tests".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace judge {

inline std::string counted(std::int64_t n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace judge
