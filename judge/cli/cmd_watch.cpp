// judge watch FILE: judge again at every save (cph's and oj's loop). The
// examples and what failed the last time are judged first, the rest only when
// they pass; after each judging, what changed since the one before. Runs
// are not recorded in the history (submit records an attempt).
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "file_watch.hpp"
#include "plural.hpp"
#include "run_changes.hpp"
#include "safe_text.hpp"
#include "submit_options.hpp"
#include "text_file.hpp"

namespace judge {

namespace {

struct WatchOptions {
    SubmitOptions submit;
    int runs = 0;  // stop after this many judgings; 0: until Ctrl-C
};

std::string now_hms() {
    const std::time_t t = std::time(nullptr);
    std::tm local{};
    ::localtime_r(&t, &local);
    return fmt::format("{:02}:{:02}:{:02}", local.tm_hour, local.tm_min, local.tm_sec);
}

int run_watch(const WatchOptions& opt) {
    const std::string& file = opt.submit.file;
    FileWatch watch(file);  // before the first judging: a save during it is seen
    std::vector<TestResult> last;
    std::string last_source;
    bool judged_once = false;
    int runs = 0, status = 0;
    for (;;) {
        std::string source;
        bool readable = true;
        try {
            source = read_text_file(file, "solution file", true);
        } catch (const JudgeError& e) {
            if (!judged_once) throw;  // a wrong path is said at once, exit 2
            std::fprintf(stderr, "judge: %s\n", e.what());
            readable = false;
        }
        if (readable && judged_once && source == last_source) {
            std::printf("%s saved without a change: not judged again\n", on_terminal(file).c_str());
        } else if (readable) {
            std::printf("\n=== %s  judging %s ===\n", now_hms().c_str(), on_terminal(file).c_str());
            std::fflush(stdout);
            SubmitOptions s = opt.submit;
            s.no_history = true;
            s.first_pass = examples_and_failures(last);
            SubmissionResult result;
            try {
                status = run_submit(s, &result);
            } catch (const JudgeError& e) {
                if (!judged_once) throw;
                std::fprintf(stderr, "judge: %s\n", e.what());
                status = 2;
            }
            if (judged_once && !last.empty() && !result.tests.empty())
                std::printf("%s\n", run_changes(last, result.tests).c_str());
            if (!result.tests.empty() || !result.compile.ok) last = result.tests;
            last_source = source;
            judged_once = true;
            if (++runs == opt.runs) return status;
        }
        std::printf("watching %s: save it to judge it again (Ctrl-C to stop)\n", on_terminal(file).c_str());
        std::fflush(stdout);
        watch.wait(std::chrono::milliseconds(-1));
    }
}

}  // namespace

CommandSpec watch_command() {
    auto opt = std::make_shared<WatchOptions>();
    SubmitOptions& s = opt->submit;
    return {"watch",
            "Judge a solution again at every save, examples first, with what changed",
            "Example:\n  bin/judge watch my.cpp --problem 913\n"
            "  bin/judge watch my.cpp --problem 1728 --tests testcases/1728/examples",
            {
                solution_argument(&s.file),
                problem_option(&s.problem),
                compiler_option(&s.compiler),
                lang_option(&s.lang),
                {"--tests", &s.tests, "as submit's --tests (default: the problem's whole set); repeatable"},
                {"--jobs", &s.jobs, "tests run at once (default and most: the cores this judge may use)", false,
                 {whole_number(1, 256, "numbers of tests at once")}},
                {"--mode", &s.mode, "isolated (default) or leetcode, as submit's --mode", false,
                 {one_of({"isolated", "leetcode"})}},
                {"--sanitize", &s.sanitize, "as submit's --sanitize"},
                {"--color", &s.colour, "colour the report: auto, always, never", false,
                 {one_of({"auto", "always", "never"})}},
                {"--runs", &opt->runs, "stop after this many judgings (default 0: until Ctrl-C)", false,
                 {whole_number(0, 1000000, "judgings")}},
            },
            [opt] { return run_watch(*opt); }};
}

}  // namespace judge
