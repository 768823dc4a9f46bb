// The driver's main is a real header: compiled here against a signature of
// the kind the judge generates, and its per-test step run in-process.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "leetcode_io.hpp"

namespace judge_driver {
using Ret = int;
using P0 = std::vector<std::vector<int>>;
inline void judge_answer(::lcio::Scanner& scanner, std::string& out) {
    auto graph = ::lcio::Literal<P0>::read(scanner);
    ::lcio::Literal<Ret>::write(out, static_cast<int>(graph.size()));
}
}  // namespace judge_driver

#include "driver_main.hpp"

TEST_CASE("the driver's main: a test's arguments read, the call made, the answer in LeetCode's syntax") {
    CHECK(judge_driver::answer("[[1],[0]]") == "2\n");
    CHECK(judge_driver::answer("  [[1,2],[0],[0]]\n") == "3\n");
    CHECK_THROWS_AS(judge_driver::answer("[[1"), ::lcio::ParseError);
}
