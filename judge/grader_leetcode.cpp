// --mode leetcode: every test in one process, in order, as LeetCode runs a
// submission; a crash or a hang is charged to the test that caused it and
// the rest resume in a new process.
#include <csignal>
#include <sstream>

#include "checker.hpp"
#include "grader.hpp"
#include "runtime/framing.hpp"

namespace judge {

namespace {

// "@@done 3 1234 5678" -> {3, 1234, 5678}
bool parse_note(const std::string& line, const char* word, std::vector<long>& values) {
    std::string prefix = std::string("@@") + word + " ";
    if (line.rfind(prefix, 0) != 0) return false;
    std::istringstream in(line.substr(prefix.size()));
    values.clear();
    for (long v; in >> v;)
        values.push_back(v);
    return !values.empty();
}

}  // namespace

std::vector<TestResult> grade_tests_leetcode(ProcessRunner& runner, const std::filesystem::path& binary,
                                             const std::filesystem::path& scratch, const Problem& problem,
                                             const Limits& limits, const std::vector<TestCase>& tests,
                                             const GradeOptions& options) {
    Checker checker = find_checker(problem.checker);
    std::vector<TestResult> results;
    auto emit = [&](TestResult r) {
        results.push_back(std::move(r));
        if (options.on_result) options.on_result(results.back());
        return options.stop_after && options.stop_after(results.back());
    };
    std::size_t next = 0;
    while (next < tests.size()) {
        std::string input;
        for (std::size_t i = next; i < tests.size(); ++i)
            input += lcio::frame_record(tests[i].input);
        const std::int64_t remaining = static_cast<std::int64_t>(tests.size() - next);
        RunRequest request = test_run_request(binary, scratch, limits, input);
        request.args = {"--many", std::to_string(limits.time_ms)};
        // Each call has its own timer in the process; these are backstops.
        request.cpu_limit_ms = std::min<std::int64_t>(remaining * limits.time_ms + 1000, 3'600'000);
        request.wall_limit_ms = 2 * request.cpu_limit_ms + 1000;
        RunOutcome process = runner.run(request);

        const std::size_t batch = next;  // the process's test 0
        std::istringstream lines(process.stdout_data);
        std::int64_t started = -1, done_cpu_us = 0, peak_kib = 0;
        bool stop = false;
        std::vector<long> values;
        for (std::string line; !stop && std::getline(lines, line);) {
            if (parse_note(line, "start", values)) {
                started = values[0];
            } else if (parse_note(line, "done", values) && values.size() == 3 &&
                       batch + static_cast<std::size_t>(values[0]) == next) {  // in order, or not ours
                std::string answer;
                std::getline(lines, answer);
                const TestCase& test = tests[next];
                TestResult r;
                r.name = test.name;
                r.input = test.input;
                r.expected = test.expected;
                r.expected_from = test.expected_from;
                r.run.exit_code = 0;
                r.run.cpu_us = values[1];
                r.run.wall_us = values[1];
                r.run.memory_kib = peak_kib = std::max<std::int64_t>(peak_kib, values[2]);
                r.run.stdout_data = answer + "\n";
                r.got = normalize_output(answer);
                Judgement j = classify(r.run, limits, checker(test.expected, r.run.stdout_data));
                r.verdict = j.verdict;
                r.reason = j.reason;
                done_cpu_us += values[1];
                started = -1;
                stop = emit(std::move(r));
                ++next;
            }
        }
        if (stop || next >= tests.size()) break;
        // The process ended before the test it had started (or before any):
        // that test is charged with how the process ended.
        const TestCase& test = tests[next];
        TestResult r;
        r.name = test.name;
        r.input = test.input;
        r.expected = test.expected;
        r.expected_from = test.expected_from;
        r.run = process;
        r.run.stdout_data.clear();
        r.run.cpu_us = std::max<std::int64_t>(0, process.cpu_us - done_cpu_us);
        if (process.signal == SIGPROF) r.run.cpu_us = std::max<std::int64_t>(r.run.cpu_us, limits.time_ms * 1000LL + 1);
        if (process.exit_code == 0 && !process.signal && !process.wall_timeout && !process.output_exceeded)
            r.run.exit_code = 120;  // ended without answering: the driver's own failure
        Judgement j = classify(r.run, limits, {false, "no answer"});
        r.verdict = j.verdict;
        r.reason = j.reason + (started < 0 ? " (before the first call)" : "");
        if (emit(std::move(r))) break;
        ++next;
    }
    return results;
}

}  // namespace judge
