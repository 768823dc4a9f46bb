#include "problem.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("with_time_limit: the first time_ms line's number, the rest of the file kept") {
    const std::string toml = "id = \"913\"\n[limits]\ntime_ms = 1000  # calibrated\nmemory_mib = 256\n";
    CHECK(with_time_limit(toml, 1500) == "id = \"913\"\n[limits]\ntime_ms = 1500  # calibrated\nmemory_mib = 256\n");
    CHECK(with_time_limit("time_ms=7", 20) == "time_ms = 20");
    CHECK(with_time_limit("[limits]\n  time_ms = 7\n", 20) == "[limits]\n  time_ms = 20\n");  // indented
    CHECK(with_time_limit("[limits]\ntime_ms\t=\t3\ntime_ms = 4\n", 9) == "[limits]\ntime_ms = 9\ntime_ms = 4\n");
}

TEST_CASE("with_time_limit: no line that sets time_ms, nothing to update") {
    CHECK_FALSE(with_time_limit("", 5));
    CHECK_FALSE(with_time_limit("# time_ms = 3\n", 5));        // a comment
    CHECK_FALSE(with_time_limit("x = 1 time_ms = 3\n", 5));   // not at the start of a line
    CHECK_FALSE(with_time_limit("time_msx = 3\ntime_ms = x\n", 5));
    CHECK_FALSE(with_time_limit("time_ms", 5));
}
