#include "submit_steps.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("a Ctrl-C says how far judging got, or, once every test is judged, the verdict the report leads with") {
    CHECK(interrupted_line({{Verdict::AC, 10}, {Verdict::WA, 5}}, 1, 4) ==
          "interrupted: 2 of 4 tests judged, 1 passed so far");
    CHECK(interrupted_line({}, 0, 1) == "interrupted: 0 of 1 test judged, 0 passed so far");
    // All judged: the failure of the smallest input leads (TLE on 3 bytes, not WA on 50).
    CHECK(interrupted_line({{Verdict::AC, 10}, {Verdict::WA, 50}, {Verdict::TLE, 3}}, 1, 3) ==
          "interrupted after every test was judged: TLE  1/3 tests passed (nothing more added: no explanation, "
          "history or report files)");
    CHECK(interrupted_line({{Verdict::AC, 10}}, 1, 1).find("judged: AC  1/1 tests passed") != std::string::npos);
}
