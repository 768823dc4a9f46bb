#include "deadline_runner.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace judge;

namespace {

using Clock = DeadlineRunner::Clock;

// Records each request; times out when asked to, without any process.
class FakeRunner : public ProcessRunner {
public:
    std::vector<RunRequest>* seen;
    bool time_out = false;
    explicit FakeRunner(std::vector<RunRequest>* s) : seen(s) {}
    RunOutcome run(const RunRequest& request) override {
        seen->push_back(request);
        RunOutcome o;
        if (time_out)
            o.wall_timeout = true, o.wall_us = request.wall_limit_ms * 1000;
        else
            o.exit_code = 0;
        return o;
    }
};

struct Fixture {
    std::vector<RunRequest> seen;
    FakeRunner* fake;
    Clock::time_point now = Clock::time_point{} + std::chrono::hours(1);
    std::unique_ptr<DeadlineRunner> runner;
    explicit Fixture(std::chrono::milliseconds left) {
        auto f = std::make_unique<FakeRunner>(&seen);
        fake = f.get();
        runner = std::make_unique<DeadlineRunner>(std::move(f), now + left, [this] { return now; });
    }
};

RunRequest request(std::int64_t wall_ms) {
    RunRequest r;
    r.program = "/scratch/generator";
    r.wall_limit_ms = wall_ms;
    return r;
}

}  // namespace

TEST_CASE("a run's wall-clock limit is cut to the time left, and only then") {
    Fixture f(std::chrono::milliseconds(1500));
    f.runner->run(request(900'000));
    f.runner->run(request(0));
    f.runner->run(request(400));
    REQUIRE(f.seen.size() == 3);
    CHECK(f.seen[0].wall_limit_ms == 1500);
    CHECK(f.seen[1].wall_limit_ms == 1500);
    CHECK(f.seen[2].wall_limit_ms == 400);
}

TEST_CASE("a run ended by the cut is DeadlineReached, naming the program") {
    Fixture f(std::chrono::milliseconds(1500));
    f.fake->time_out = true;
    try {
        f.runner->run(request(900'000));
        FAIL("no DeadlineReached");
    } catch (const DeadlineReached& e) {
        CHECK(e.program() == "generator");
        CHECK(e.ran_ms() == 1500);
    }
}

TEST_CASE("a run that its own backstop ended is a measurement, not the deadline") {
    Fixture f(std::chrono::milliseconds(1500));
    f.fake->time_out = true;
    RunOutcome o = f.runner->run(request(400));
    CHECK(o.wall_timeout);
}

TEST_CASE("no run starts once the deadline has passed; a later deadline allows them again") {
    Fixture f(std::chrono::milliseconds(1000));
    f.now += std::chrono::milliseconds(1000);
    CHECK_THROWS_AS(f.runner->run(request(400)), DeadlineReached);
    CHECK(f.seen.empty());
    f.runner->set_deadline(f.now + std::chrono::seconds(5));
    f.runner->run(request(0));
    REQUIRE(f.seen.size() == 1);
    CHECK(f.seen[0].wall_limit_ms == 5000);
}
