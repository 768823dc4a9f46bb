// --mode leetcode: every test in one process, in order, as LeetCode runs a
// submission. The process takes one test at a time (a session of the
// runner): each call's CPU time and memory are measured from outside, from
// its answer to the one before, so nothing the solution writes decides a
// time or a verdict. A crash or a hang is charged to the test that caused
// it, and the rest resume in a new process.
#include <algorithm>
#include <optional>

#include "checker.hpp"
#include "grader.hpp"
#include "safe_text.hpp"

namespace judge {

std::vector<TestResult> grade_tests_leetcode(Sandbox& sandbox, const Program& program,
                                             const AnswerChecker& checker, const Limits& limits,
                                             const std::vector<TestCase>& tests, const GradeOptions& options) {
    std::vector<TestResult> results;
    auto emit = [&](TestResult r) {
        results.push_back(std::move(r));
        if (options.on_result) options.on_result(results.back());
        return options.stop_after && options.stop_after(results.back());
    };
    std::size_t next = 0;
    bool stop = false;
    while (next < tests.size() && !stop) {
        SandboxRequest request = test_run_request(program, limits, "");
        request.stdin_data.clear();
        request.args.push_back("--many");
        std::unique_ptr<RunSession> session = sandbox.start_session(request);
        // The payload first (an interpreter's start, the solution's import):
        // a process that dies there has that end charged to the next test.
        std::optional<CallOutcome> setup;
        if (!program.preamble.empty()) {
            CallOutcome first = session->call(program.preamble);
            if (!first.answered) setup = std::move(first);
        }
        // Tests [next, posted) are on their way: sent ahead, so that the
        // process works on the next while this answer is checked. Those
        // after a call that ends the process go unanswered, and are sent
        // again to the next process.
        std::size_t posted = next;
        const std::size_t window = static_cast<std::size_t>(std::max(1, session->window()));
        bool alive = true;
        for (; alive && !stop && next < tests.size(); ++next) {
            const TestCase& test = tests[next];
            if (!setup)
                for (; posted < tests.size() && posted - next < window; ++posted)
                    if (!session->post(tests[posted].input)) break;  // framed by the runner; full: later
            CallOutcome call = setup ? std::move(*setup) : session->take();
            setup.reset();
            TestResult r;
            r.name = test.name;
            r.input = test.input;
            r.expected = test.expected;
            r.expected_from = test.expected_from;
            r.run = std::move(call.run);
            alive = call.answered;
            CheckResult check{false, "no answer"};
            if (alive) {
                r.got = normalize_output(call.answer);
                check = checker.check(test.input, test.expected, r.run.stdout_data);
            } else if (const CheckResult nothing = checker.check(test.input, test.expected, ""); !nothing.ok) {
                // Said as isolated mode says an empty answer ("no output, expected ..."); never an AC.
                check.message = nothing.message;
            }
            // After the last answer, what the process still does until it
            // exits (a thread left computing) is that test's.
            bool failed_at_end = false;  // after this, the last answer: the process's exit
            if (alive && next + 1 == tests.size()) {
                const RunOutcome end = session->finish();
                // Its output limit counts what it printed on its way out (a global's destructor) with the
                // answer and the call's stderr, as in isolated mode, where that is all one test's.
                const std::int64_t limit = request.output_limit_bytes;
                const bool past_limit = end.output_exceeded ||
                                        (limit > 0 && r.run.output_bytes >= 0 && end.output_bytes >= 0 &&
                                         r.run.output_bytes + end.output_bytes > limit);
                failed_at_end = end.cpu_timeout || end.wall_timeout || end.idle_timeout || end.memory_stopped ||
                                end.signal || (end.exit_code && *end.exit_code != 0) || past_limit;
                r.run.cpu_us += end.cpu_us;
                r.run.wall_us += end.wall_us;
                r.run.memory_kib = std::max(r.run.memory_kib, end.memory_kib);
                r.run.cpu_timeout = end.cpu_timeout;
                r.run.wall_timeout = end.wall_timeout;
                r.run.idle_timeout = end.idle_timeout;
                r.run.memory_stopped = r.run.memory_stopped || end.memory_stopped;
                alive = false;
                // What it printed then is the last test's, kept as far as a test's stderr is kept.
                const auto keep = static_cast<std::size_t>(std::max<std::int64_t>(request.stderr_keep_bytes, 0));
                const std::size_t room = keep > r.run.stderr_data.size() ? keep - r.run.stderr_data.size() : 0;
                r.run.stderr_data += utf8_prefix(end.stderr_data, room);
                r.run.stderr_truncated = r.run.stderr_truncated || end.stderr_truncated || end.stderr_data.size() > room;
                if (end.signal || (end.exit_code && *end.exit_code != 0) || past_limit) {
                    r.run.signal = end.signal;
                    r.run.exit_code = end.exit_code;
                    r.run.output_exceeded = r.run.output_exceeded || past_limit;
                }
            }
            Judgement j = classify(r.run, limits, check);
            r.verdict = j.verdict;
            r.reason = j.reason;
            r.clock = j.clock;
            if (failed_at_end && r.verdict != Verdict::AC)
                r.reason = std::string(check.ok ? "the answer was right, " : "") +
                           "then the process did not end cleanly after the last test (a global's destructor, a "
                           "thread left running): " + j.reason;
            keep_bounded(r);
            stop = emit(std::move(r));
        }
        // Stopped early with calls on their way: the process goes with the session.
        if (alive && posted == next) session->finish();
    }
    return results;
}

}  // namespace judge
