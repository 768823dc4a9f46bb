#include "deadline_runner.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace judge;

namespace {

using Clock = Deadline::Clock;

// Records each request's wall limit; times out when asked to, without any process.
struct Recorder {
    std::vector<std::int64_t> seen;
    bool time_out = false;
    RunOutcome answer(const RunSpec& spec) {
        seen.push_back(spec.wall_limit_ms);
        RunOutcome o;
        if (time_out)
            o.wall_timeout = true, o.wall_us = spec.wall_limit_ms * 1000;
        else
            o.exit_code = 0;
        return o;
    }
};

class FakeTools : public ToolRunner {
public:
    explicit FakeTools(Recorder& r) : m_r(r) {}
    RunOutcome run(const ToolRequest& request) override { return m_r.answer(request); }

private:
    Recorder& m_r;
};

class FakeSandbox : public Sandbox {
public:
    explicit FakeSandbox(Recorder& r) : m_r(r) {}
    RunOutcome run(const SandboxRequest& request) override { return m_r.answer(request); }
    RunOutcome run_confined(const ToolRequest& request, const FileAccess&) override { return m_r.answer(request); }
    std::unique_ptr<RunSession> start_session(const SandboxRequest&) override { return nullptr; }

private:
    Recorder& m_r;
};

struct Fixture {
    Recorder tools_seen, sandbox_seen;
    Clock::time_point now = Clock::time_point{} + std::chrono::hours(1);
    std::shared_ptr<Deadline> deadline;
    std::unique_ptr<ToolRunner> tools;
    std::unique_ptr<Sandbox> sandbox;
    explicit Fixture(std::chrono::milliseconds left)
        : deadline(std::make_shared<Deadline>(now + left, [this] { return now; })),
          tools(std::make_unique<DeadlineTools>(std::make_unique<FakeTools>(tools_seen), deadline)),
          sandbox(std::make_unique<DeadlineSandbox>(std::make_unique<FakeSandbox>(sandbox_seen), deadline)) {}
};

template <class Request>
Request request(std::int64_t wall_ms) {
    Request r;
    r.program = "/scratch/generator";
    r.wall_limit_ms = wall_ms;
    return r;
}

}  // namespace

TEST_CASE("a run's wall-clock limit is cut to the time left, and only then: tools, sandboxed runs and compiles alike") {
    Fixture f(std::chrono::milliseconds(1500));
    f.tools->run(request<ToolRequest>(900'000));
    f.tools->run(request<ToolRequest>(0));
    f.tools->run(request<ToolRequest>(400));
    CHECK(f.tools_seen.seen == std::vector<std::int64_t>{1500, 1500, 400});
    f.sandbox->run(request<SandboxRequest>(900'000));
    f.sandbox->run_confined(request<ToolRequest>(60'000), {});
    f.sandbox->run(request<SandboxRequest>(400));
    CHECK(f.sandbox_seen.seen == std::vector<std::int64_t>{1500, 1500, 400});
}

TEST_CASE("a run ended by the cut is DeadlineReached, naming the program") {
    Fixture f(std::chrono::milliseconds(1500));
    f.tools_seen.time_out = f.sandbox_seen.time_out = true;
    for (int which = 0; which < 2; ++which) {
        try {
            if (which == 0)
                f.tools->run(request<ToolRequest>(900'000));
            else
                f.sandbox->run(request<SandboxRequest>(900'000));
            FAIL("no DeadlineReached");
        } catch (const DeadlineReached& e) {
            CHECK(e.program() == "generator");
            CHECK(e.ran_ms() == 1500);
        }
    }
}

TEST_CASE("a run that its own backstop ended is a measurement, not the deadline") {
    Fixture f(std::chrono::milliseconds(1500));
    f.tools_seen.time_out = f.sandbox_seen.time_out = true;
    CHECK(f.tools->run(request<ToolRequest>(400)).wall_timeout);
    CHECK(f.sandbox->run(request<SandboxRequest>(400)).wall_timeout);
}

TEST_CASE("no run starts once the deadline has passed, a later deadline allows them again") {
    Fixture f(std::chrono::milliseconds(1000));
    f.now += std::chrono::milliseconds(1000);
    CHECK_THROWS_AS(f.tools->run(request<ToolRequest>(400)), DeadlineReached);
    CHECK_THROWS_AS(f.sandbox->run(request<SandboxRequest>(400)), DeadlineReached);
    CHECK(f.tools_seen.seen.empty());
    CHECK(f.sandbox_seen.seen.empty());
    f.deadline->set(f.now + std::chrono::seconds(5));
    f.tools->run(request<ToolRequest>(0));
    CHECK(f.tools_seen.seen == std::vector<std::int64_t>{5000});
}
