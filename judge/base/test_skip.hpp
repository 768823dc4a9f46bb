// For unit tests that cannot run on this machine (not root, no memory
// cgroup): says so in a line CTest reads as a skip (SKIP_REGULAR_EXPRESSION
// "SKIPPED:" in CMakeLists.txt), where a bare `return` would read as a pass.
#pragma once

#include <cstdio>

namespace judge {

inline void skip_test(const char* why) {
    std::printf("SKIPPED: %s\n", why);
    std::fflush(stdout);
}

}  // namespace judge
