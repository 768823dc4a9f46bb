#include "grader.hpp"
#include "safe_text.hpp"

#include <sched.h>

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <fmt/format.h>
#include <mutex>
#include <optional>
#include <thread>

#include "checker.hpp"
#include "framing.hpp"
#include "memory_file.hpp"

namespace judge {

int usable_cores() {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (::sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

SandboxRequest test_run_request(const Program& program, const Limits& limits, const std::string& input) {
    SandboxRequest r;
    r.program = program.binary;
    r.args = program.args;
    r.visible = program.visible;
    r.machine_program = !program.visible.empty();
    r.environment = program.environment;
    r.stdin_data = program.preamble.empty() ? input : lcio::frame_record(program.preamble) + input;
    r.cpu_limit_ms = cpu_stop_ms(limits.time_ms);
    r.idle_limit_ms = idle_limit_ms(limits.time_ms);
    r.wall_limit_ms = wall_backstop_ms(limits.time_ms);
    r.memory_limit_kib = static_cast<std::int64_t>(limits.memory_mib) * 1024;
    r.stack_limit_kib = static_cast<std::int64_t>(limits.stack_mib) * 1024;
    r.output_limit_bytes = static_cast<std::int64_t>(limits.output_kib) * 1024;
    return r;
}

namespace {

// Runs share the machine: a test measured again runs alone, the others
// waiting for it (and it for those already running), so that its second
// measurement is not the load of its neighbours.
class RunGate {
public:
    template <class F>
    auto shared(F&& run) {
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [&] { return !m_alone_wanted && !m_alone; });
            ++m_running;
        }
        struct Done {
            RunGate& gate;
            ~Done() {
                std::lock_guard lock(gate.m_mutex);
                --gate.m_running;
                gate.m_changed.notify_all();
            }
        } done{*this};
        return run();
    }
    template <class F>
    auto alone(F&& run) {
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [&] { return !m_alone_wanted && !m_alone; });
            m_alone_wanted = true;
            m_changed.wait(lock, [&] { return m_running == 0; });
            m_alone_wanted = false;
            m_alone = true;
        }
        struct Done {
            RunGate& gate;
            ~Done() {
                std::lock_guard lock(gate.m_mutex);
                gate.m_alone = false;
                gate.m_changed.notify_all();
            }
        } done{*this};
        return run();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_running = 0;
    bool m_alone_wanted = false, m_alone = false;
};

TestResult grade_one(Sandbox& sandbox, const Program& program, const AnswerChecker& checker, const Limits& limits,
                     const TestCase& test, RunGate& gate, const std::function<void(SandboxRequest&)>& prepare) {
    TestResult result;
    result.name = test.name;
    result.input = test.input;
    result.expected = test.expected;
    result.expected_from = test.expected_from;
    SandboxRequest request = test_run_request(program, limits, test.input);
    if (prepare) prepare(request);
    result.run = gate.shared([&] { return sandbox.run(request); });
    // A TLE within the margin of the limit may be one slow measurement:
    // measured again, alone, and decided on the lower (as Polygon does).
    if (classify(result.run, limits, {true, ""}).verdict == Verdict::TLE && near_time_limit(result.run, limits)) {
        RunOutcome again = gate.alone([&] { return sandbox.run(request); });
        result.cpu_runs_us = {result.run.cpu_us, again.cpu_us};
        if (again.cpu_us < result.run.cpu_us) result.run = std::move(again);
    }
    result.got = normalize_output(result.run.stdout_data);
    Judgement j = classify(result.run, limits, checker.check(test.input, test.expected, result.run.stdout_data));
    result.verdict = j.verdict;
    result.reason = j.reason;
    result.clock = j.clock;
    if (!result.cpu_runs_us.empty())
        result.reason += fmt::format("{}(measured twice: {} and {} ms; the lower counts)",
                                     result.reason.empty() ? "" : " ", result.cpu_runs_us[0] / 1000,
                                     result.cpu_runs_us[1] / 1000);
    keep_bounded(result);
    return result;
}

}  // namespace

void keep_bounded(TestResult& result) {
    // Checked in full; kept (for every report and the history) in part: a
    // flood on every test must not grow the judge to gigabytes.
    constexpr std::size_t k_kept = 64 << 10;
    for (std::string* text : {&result.run.stdout_data, &result.got, &result.run.stderr_data})
        if (text->size() > k_kept) {
            // A new string: resize() would keep the whole buffer.
            const std::string kept(utf8_prefix(*text, k_kept));
            *text = kept + "\n... (" + std::to_string(text->size() - kept.size()) + " more bytes not kept)";
        }
    // The runner kept only the start of its stderr, cut at a byte count: said where the text stops.
    if (result.run.stderr_truncated && !result.run.stderr_data.ends_with(" more bytes not kept)") &&
        result.run.stderr_data.find(k_middle_not_kept) == std::string::npos)
        result.run.stderr_data = std::string(utf8_whole(result.run.stderr_data)) + "\n... (the rest not kept: a test's stderr is kept up to its first " +
                                  std::to_string(k_kept >> 10) + " KiB)";
}

std::vector<TestResult> grade_tests(Sandbox& sandbox, const Program& program,
                                    const AnswerChecker& checker, const Limits& limits,
                                    const std::vector<TestCase>& tests, const GradeOptions& options) {
    RunGate gate;
    if (options.jobs <= 1) {  // in this thread: no hand-over per test
        std::vector<TestResult> results;
        for (const auto& test : tests) {
            results.push_back(grade_one(sandbox, program, checker, limits, test, gate, options.prepare));
            if (options.on_result) options.on_result(results.back());
            if (options.stop_after && options.stop_after(results.back())) break;
        }
        return results;
    }
    std::mutex mutex;
    std::condition_variable ready;
    std::vector<std::optional<TestResult>> slots(tests.size());
    std::size_t next = 0;            // the next test to start
    std::size_t end = tests.size();  // no test at or past this one starts
    std::exception_ptr failure;

    // Workers take tests in order; the caller reports them in order.
    auto work = [&] {
        for (;;) {
            std::size_t i;
            {
                std::lock_guard lock(mutex);
                if (next >= end || failure) return;
                i = next++;
            }
            try {
                TestResult r = grade_one(sandbox, program, checker, limits, tests[i], gate, options.prepare);
                std::lock_guard lock(mutex);
                if (options.stop_after && options.stop_after(r)) end = std::min(end, i + 1);
                slots[i] = std::move(r);
            } catch (...) {
                std::lock_guard lock(mutex);
                if (!failure) failure = std::current_exception();
            }
            ready.notify_all();
        }
    };
    std::vector<TestResult> results;
    {
        // Joined on every way out (std::jthread). If reporting a result
        // throws, no further test starts, and the workers' runs end first.
        std::vector<std::jthread> workers;
        struct StopOnUnwind {
            std::mutex& mutex;
            std::size_t& end;
            ~StopOnUnwind() {
                if (std::uncaught_exceptions() == 0) return;
                std::lock_guard lock(mutex);
                end = 0;
            }
        } stop_on_unwind{mutex, end};  // destroyed before the workers are joined
        const int jobs = std::max(1, std::min({options.jobs, static_cast<int>(tests.size()), usable_cores()}));
        for (int w = 0; w < jobs; ++w)
            workers.emplace_back(work);

        std::unique_lock lock(mutex);
        for (std::size_t reported = 0; reported < end;) {
            ready.wait(lock, [&] { return failure || reported >= end || slots[reported].has_value(); });
            if (failure || reported >= end) break;
            results.push_back(std::move(*slots[reported]));
            ++reported;
            if (options.on_result) {
                lock.unlock();
                options.on_result(results.back());
                lock.lock();
            }
        }
    }
    if (failure) std::rethrow_exception(failure);
    return results;
}

Verdict overall_verdict(const std::vector<TestResult>& results) {
    for (const auto& r : results)
        if (r.verdict != Verdict::AC) return r.verdict;
    return Verdict::AC;
}

}  // namespace judge
