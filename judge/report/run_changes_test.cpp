#include "run_changes.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

TestResult result(const std::string& name, Verdict v) {
    TestResult r;
    r.name = name;
    r.verdict = v;
    return r;
}

}  // namespace

TEST_CASE("run changes: fixed, broken and otherwise failing tests are named, tests judged once are left out") {
    const std::vector<TestResult> before{result("examples/1", Verdict::WA), result("examples/2", Verdict::AC),
                                         result("hack/a", Verdict::TLE), result("hack/b", Verdict::AC)};
    const std::vector<TestResult> now{result("examples/1", Verdict::AC), result("examples/2", Verdict::WA),
                                      result("hack/a", Verdict::RE), result("hack/b", Verdict::AC),
                                      result("random/new", Verdict::WA)};
    CHECK(run_changes(before, now) ==
          "since the last run: 1 now passes (examples/1); 1 now fails (examples/2: AC -> WA); 1 fails otherwise "
          "(hack/a: TLE -> RE)");
}

TEST_CASE("run changes: nothing changed, nothing in common, and a long list cut at five names") {
    const std::vector<TestResult> one{result("a", Verdict::AC), result("b", Verdict::WA)};
    CHECK(run_changes(one, one) == "since the last run: no verdict changed (2 tests judged both times)");
    CHECK(run_changes(one, {result("c", Verdict::AC)}) == "since the last run: no test judged both times");
    std::vector<TestResult> before, now;
    for (int i = 0; i < 7; ++i) {
        before.push_back(result("t" + std::to_string(i), Verdict::WA));
        now.push_back(result("t" + std::to_string(i), Verdict::AC));
    }
    CHECK(run_changes(before, now) == "since the last run: 7 now pass (t0, t1, t2, t3, t4 and 2 more)");
}
