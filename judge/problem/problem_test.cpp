#include "problem.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>

#include "error.hpp"
#include "workspace.hpp"

using namespace judge;

TEST_CASE("with_time_limit: the first time_ms line's number, the rest of the file kept") {
    const std::string toml = "id = \"913\"\n[limits]\ntime_ms = 1000  # calibrated\nmemory_mib = 256\n";
    CHECK(with_time_limit(toml, 1500) == "id = \"913\"\n[limits]\ntime_ms = 1500  # calibrated\nmemory_mib = 256\n");
    CHECK(with_time_limit("time_ms=7", 20) == "time_ms = 20");
    CHECK(with_time_limit("[limits]\n  time_ms = 7\n", 20) == "[limits]\n  time_ms = 20\n");  // indented
    CHECK(with_time_limit("[limits]\ntime_ms\t=\t3\ntime_ms = 4\n", 9) == "[limits]\ntime_ms = 9\ntime_ms = 4\n");
}

TEST_CASE("with_time_limit: Python's own limit set where it is, added after time_ms where it is not") {
    CHECK(with_time_limit("[limits]\ntime_ms = 1000\npython3_time_ms = 7\n", 900, "python3_time_ms") ==
          "[limits]\ntime_ms = 1000\npython3_time_ms = 900\n");
    CHECK(with_time_limit("[limits]\ntime_ms = 1000  # c\nmemory_mib = 256\n", 900, "python3_time_ms") ==
          "[limits]\ntime_ms = 1000  # c\npython3_time_ms = 900\nmemory_mib = 256\n");
    CHECK(with_time_limit("time_ms = 5", 9, "python3_time_ms") == "time_ms = 5\npython3_time_ms = 9");
    CHECK_FALSE(with_time_limit("memory_mib = 5\n", 9, "python3_time_ms"));
}

TEST_CASE("with_time_limit: no line that sets time_ms, nothing to update") {
    CHECK_FALSE(with_time_limit("", 5));
    CHECK_FALSE(with_time_limit("# time_ms = 3\n", 5));        // a comment
    CHECK_FALSE(with_time_limit("x = 1 time_ms = 3\n", 5));   // not at the start of a line
    CHECK_FALSE(with_time_limit("time_msx = 3\ntime_ms = x\n", 5));
    CHECK_FALSE(with_time_limit("time_ms", 5));
}

TEST_CASE("problem.toml that is a FIFO or a link to /dev/zero is refused in one line, never read") {
    judge::ScratchDir dir;
    const std::filesystem::path toml = dir.path() / "problem.toml";
    REQUIRE(::mkfifo(toml.c_str(), 0600) == 0);  // nobody writes it: a read would wait forever
    CHECK_THROWS_WITH_AS(judge::load_problem(dir.path(), dir.path()),
                         doctest::Contains("problem.toml: problem metadata is not a regular file (a FIFO)"),
                         judge::JudgeError);
    std::filesystem::remove(toml);
    std::filesystem::create_symlink("/dev/zero", toml);  // endless
    CHECK_THROWS_WITH_AS(judge::load_problem(dir.path(), dir.path()),
                         doctest::Contains("problem metadata is not a regular file (a link to /dev/zero"),
                         judge::JudgeError);
}
