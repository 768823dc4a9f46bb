#include "grader.hpp"

#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "checker.hpp"

namespace judge {

RunRequest test_run_request(const std::filesystem::path& binary, const std::filesystem::path& scratch,
                            const Limits& limits, const std::string& input) {
    RunRequest r;
    r.program = binary;
    r.working_dir = scratch;
    r.stdin_data = input;
    r.cpu_limit_ms = limits.time_ms;
    r.wall_limit_ms = 2LL * limits.time_ms + 1000;
    r.memory_limit_kib = static_cast<std::int64_t>(limits.memory_mib) * 1024;
    r.output_limit_bytes = static_cast<std::int64_t>(limits.output_kib) * 1024;
    return r;
}

namespace {

TestResult grade_one(ProcessRunner& runner, const std::filesystem::path& binary, const std::filesystem::path& scratch,
                     Checker checker, const Limits& limits, const TestCase& test) {
    TestResult result;
    result.name = test.name;
    result.input = test.input;
    result.expected = test.expected;
    result.run = runner.run(test_run_request(binary, scratch, limits, test.input));
    result.got = normalize_output(result.run.stdout_data);
    Judgement j = classify(result.run, limits, checker(test.expected, result.run.stdout_data));
    result.verdict = j.verdict;
    result.reason = j.reason;
    return result;
}

}  // namespace

std::vector<TestResult> grade_tests(ProcessRunner& runner, const std::filesystem::path& binary,
                                    const std::filesystem::path& scratch, const Problem& problem, const Limits& limits,
                                    const std::vector<TestCase>& tests, int jobs,
                                    const std::function<void(const TestResult&)>& on_result) {
    Checker checker = find_checker(problem.checker);
    std::vector<std::optional<TestResult>> slots(tests.size());
    std::vector<TestResult> results;
    results.reserve(tests.size());
    std::size_t reported = 0;
    auto report_ready = [&] {
        while (reported < slots.size() && slots[reported]) {
            results.push_back(std::move(*slots[reported]));
            if (on_result) on_result(results.back());
            ++reported;
        }
    };
    if (jobs <= 1 || tests.size() <= 1) {
        for (std::size_t i = 0; i < tests.size(); ++i) {
            slots[i] = grade_one(runner, binary, scratch, checker, limits, tests[i]);
            report_ready();
        }
        return results;
    }

    std::mutex mutex;
    std::condition_variable done;
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::vector<std::thread> workers;
    for (int w = 0; w < jobs; ++w) {
        workers.emplace_back([&] {
            for (std::size_t i; (i = next++) < tests.size();) {
                try {
                    TestResult r = grade_one(runner, binary, scratch, checker, limits, tests[i]);
                    std::lock_guard lock(mutex);
                    slots[i] = std::move(r);
                } catch (...) {
                    std::lock_guard lock(mutex);
                    if (!failure) failure = std::current_exception();
                    next = tests.size();
                }
                done.notify_one();
            }
        });
    }
    {
        std::unique_lock lock(mutex);
        while (reported < slots.size() && !failure) {
            done.wait(lock, [&] { return failure || slots[reported].has_value(); });
            if (!failure) report_ready();
        }
    }
    for (auto& t : workers)
        t.join();
    if (failure) std::rethrow_exception(failure);
    return results;
}

Verdict overall_verdict(const std::vector<TestResult>& results) {
    for (const auto& r : results)
        if (r.verdict != Verdict::AC) return r.verdict;
    return Verdict::AC;
}

}  // namespace judge
