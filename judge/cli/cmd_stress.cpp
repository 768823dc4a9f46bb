// judge stress FILE: inputs from the problem's generator until FILE and the
// reference disagree; then the input is shrunk, one step at a time, while
// the disagreement stays, and saved as a test. The search keeps its
// deadline whatever a tool does: every run after the solution's compile goes
// through the deadline runners, and a run still going at the deadline is killed
// and reported, not waited for.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <limits>
#include <optional>

#include "outside_text.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "deadline_runner.hpp"
#include "diagnosis_text.hpp"
#include "error.hpp"
#include "interrupts.hpp"
#include "private_folder.hpp"
#include "problem_tools.hpp"
#include "replace_all.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "sanitized_rerun.hpp"
#include "session.hpp"
#include "status_line.hpp"
#include "user_config.hpp"
#include "stress_progress.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;
// A difference found near the deadline still gets this long to shrink.
constexpr auto k_shrink_at_least = std::chrono::seconds(5);

struct StressOptions {
    std::string file, problem, json, compiler, lang;
    double seconds = 30;
    bool seconds_given = false;
    std::int64_t cases = 0;  // 0: as many as the seconds allow
    std::uint64_t seed = 0;
    bool seed_given = false;
};

// The case as a test under stress-<id>/, named by its seed; beside, not
// over, a different case already saved under that name (another solution's).
fs::path save_case(const std::string& id, std::uint64_t seed, const std::string& input, const std::string& expected) {
    const fs::path dir = "stress-" + id;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir)) throw JudgeError(dir.string() + ": not a folder the case can go in");
    // In a shared folder another user may have made it first (or a link in
    // its place): the cases go only into a folder of this user's (or root's).
    struct stat own {}, folder {};
    if (::lstat(dir.c_str(), &own) == 0 && S_ISLNK(own.st_mode) && !trusted_owner(own.st_uid))
        throw JudgeError(dir.string() + ": a symbolic link of another user (uid " + std::to_string(own.st_uid) +
                         "), not followed; the case is not saved there");
    if (::stat(dir.c_str(), &folder) == 0 && !trusted_owner(folder.st_uid))
        throw JudgeError(dir.string() + ": a folder of another user (uid " + std::to_string(folder.st_uid) +
                         "); the case is not saved there");
    const std::string answer = expected + "\n";
    for (int n = 1;; ++n) {
        const fs::path in = dir / (std::to_string(seed) + (n == 1 ? "" : "-" + std::to_string(n)) + ".in");
        const fs::path ans = fs::path(in).replace_extension(".ans");
        const bool in_taken = fs::exists(fs::symlink_status(in)), ans_taken = fs::exists(fs::symlink_status(ans));
        if (in_taken || ans_taken) {
            if (in_taken && ans_taken && fs::is_regular_file(in) && fs::is_regular_file(ans) &&
                read_file_bytes(in) == input && read_file_bytes(ans) == answer)
                return in;  // the same case, found again
            continue;
        }
        write_text_file(in, input, Existing::refuse);
        write_text_file(ans, answer, Existing::refuse);
        return in;
    }
}

int run_stress(const StressOptions& opt) {
    // A report on stdout sends the human one to stderr.
    std::FILE* human = !opt.json.empty() && names_stdout(opt.json) ? stderr : stdout;
    Session session = open_session();
    session.compiler = chosen_compiler(opt.compiler);
    Problem problem = find_problem(session.root, resolve_problem_id(opt.file, opt.problem));
    read_text_file(opt.file, "solution file", true);
    ScratchDir scratch;
    const CompileRequest request =
        session.compile_request(fs::absolute(opt.file), opt.file, scratch.path(), parse_language(opt.lang));
    CompileResult compiled = compile_solution(*session.sandbox, *session.cache, problem, request);
    if (!compiled.ok) {
        fmt::print(stderr, "CE: {}\n", visible(compiled.headline));
        return 1;
    }
    // The problem's tools compiled first, on the status line: the budget of
    // --seconds is for the cases, not for a cold cache's compiles.
    ToolBox tools(session, problem, scratch.path());
    tools.prepare();
    const std::unique_ptr<AnswerChecker> checker = tools.checker();
    const auto start = Clock::now();
    // --cases alone: no deadline (a day); a count, not the machine's speed, ends the search.
    const double search_seconds = opt.cases > 0 && !opt.seconds_given ? 86400.0 : opt.seconds;
    const auto deadline =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(search_seconds));
    // From here on every tool run (the generator, the validator, the
    // reference) keeps the deadline. The solution's own run
    // keeps its own limits, past the deadline if it must (at most its wall
    // limit more): a solution that hangs is a TLE found, not a run cut short.
    auto stop_at = std::make_shared<Deadline>(deadline);
    Sandbox& own_limits = *session.sandbox;
    session.tools = std::make_unique<DeadlineTools>(std::move(session.tools), stop_at);
    session.sandbox = std::make_unique<DeadlineSandbox>(std::move(session.sandbox), stop_at);
    const std::uint64_t seed = opt.seed_given ? opt.seed : static_cast<std::uint64_t>(std::time(nullptr));

    StressProgress progress(seed, start, stderr);
    std::atomic<bool> found{false};
    std::atomic<std::uint64_t> failing_seed{0};
    // Ctrl-C: what was searched so far, then exit 130 (interrupts.cpp).
    interrupts::Registration on_interrupt(interrupts::Stage::report, [&] {
        progress.finish();
        nlohmann::json doc = {{"found", found.load()},
                              {"interrupted", true},
                              {"cases", progress.cases()},
                              {"seed", seed},
                              {"seconds", progress.seconds()}};
        if (found)
            fmt::print(human, "interrupted while shrinking the difference found with seed {} (rerun with --seed {})\n",
                       failing_seed.load(), failing_seed.load());
        else
            fmt::print(human, "interrupted: {} so far\n", progress.summary());
        std::fflush(human);
        if (!opt.json.empty()) write_json_report(opt.json, doc);
    });

    // One input: its reference answer, and how FILE does on it. `stage` names what runs, for a cut run's report.
    std::string stage;
    auto judge_input = [&](const std::string& input, const std::string& name) {
        stage = "the reference solution";
        TestCase test{OutsideText(name), name, input, tools.reference_answer(input, name)};
        stage = "the solution";
        TestResult r = grade_tests(own_limits, compiled.program(), *checker, limits_for(problem.limits, compiled), {test}, {})[0];
        if (interrupts::requested()) throw JudgeError("interrupted");  // a run killed by Ctrl-C is no verdict
        return r;
    };

    long cases = 0;
    std::size_t shortest = std::numeric_limits<std::size_t>::max(), longest = 0;  // the inputs drawn, in characters
    std::optional<TestResult> failure;
    std::string cut;        // the run the deadline ended, if one did
    bool cut_long = false;  // and it had run long enough to be worth a word: not just the last case under way
    try {
        while (Clock::now() < deadline && (opt.cases == 0 || cases < opt.cases)) {
            const std::uint64_t s = seed + static_cast<std::uint64_t>(cases);
            const std::string name = fmt::format("generated (seed {})", s);
            stage = "the generator";
            std::string input = tools.generate({"stress", std::to_string(s)});
            stage = "the validator";
            tools.validate(input, name);
            shortest = std::min(shortest, input.size());
            longest = std::max(longest, input.size());
            TestResult r = judge_input(input, name);
            ++cases;
            progress.tried(cases, deadline, opt.seconds_given ? 0 : opt.cases);
            if (r.verdict != Verdict::AC) {
                failure = std::move(r);
                failing_seed = s;
                found = true;
                break;
            }
        }
    } catch (const DeadlineReached& e) {
        cut = fmt::format("{} on seed {} ran {:.1f} s and was killed at the deadline", stage,
                          seed + static_cast<std::uint64_t>(cases), e.ran_ms() / 1000.0);
        cut_long = e.ran_ms() >= 1000;
    }
    const double searched = progress.seconds();
    nlohmann::json doc = {{"found", failure.has_value()}, {"cases", cases}, {"seed", seed}};
    if (!failure) {
        progress.finish();
        doc["seconds"] = searched;
        if (cases > 0) {
            doc["last_seed"] = seed + static_cast<std::uint64_t>(cases) - 1;
            doc["input_chars"] = {{"min", shortest}, {"max", longest}};
        }
        if (!cut.empty()) doc["cut"] = cut;
        if (!opt.json.empty()) write_json_report(opt.json, doc);
        // A search that tried nothing has shown nothing: not a pass.
        if (cases == 0)
            throw JudgeError(fmt::format("stress: no case tried in {:.1f} s{}; give it more --seconds", searched,
                                         cut.empty() ? "" : ": " + cut));
        if (cut_long) fmt::print(stderr, "judge: stress: {}\n", visible(cut));
        fmt::print(human, "{}\n", search_summary(cases, searched, seed));
        // How large the search went: the generator's cases are mostly small
        // (they shrink fast); the problem's own tests are what submit runs.
        fmt::print(human, "inputs drawn: {} to {} characters; every test of the problem, the large ones too: {} submit {}\n",
                   shortest, longest, on_terminal(shell_word((session.root / "bin" / "judge").string())),
                   on_terminal(shell_word(opt.file)));
        std::fflush(human);
        return 0;
    }

    // Shrink: take the first smaller input that still fails, until none does or time is up.
    // With --cases alone, no deadline: the shrinking gets the least it gets anyway.
    stop_at->set(opt.cases > 0 && !opt.seconds_given ? Clock::now() + k_shrink_at_least
                                                      : std::max(deadline, Clock::now() + k_shrink_at_least));
    const std::size_t original = failure->input.size();
    int steps = 0;
    bool shrink_cut = false;
    try {
        for (bool smaller = true; smaller;) {
            smaller = false;
            for (const std::string& candidate : tools.shrink(failure->input)) {
                try {
                    tools.validate(candidate, "shrunk input");
                } catch (const JudgeError&) {
                    continue;  // the generator offered an input the statement forbids
                }
                TestResult r = judge_input(candidate, "shrunk input");
                if (r.verdict != Verdict::AC) {
                    failure = std::move(r);
                    smaller = true;
                    progress.shrunk(++steps, failure->input.size());
                    break;
                }
            }
        }
    } catch (const DeadlineReached&) {
        shrink_cut = true;
    }
    progress.finish();
    const double seconds = progress.seconds();
    // "from 10 to 6 characters"; a case as long as before but smaller in its
    // numbers (n = 5000 to n = 1280) is "to a smaller case of 4 characters".
    const std::string shrunk = fmt::format("shrunk in {} steps{}", steps, shrink_cut ? " (stopped at the deadline)" : "");
    const std::string sizes =
        steps == 0 ? fmt::format("not shrunk ({} characters)", original)
        : original == failure->input.size()
            ? fmt::format("{} to a smaller case of as many characters ({})", shrunk, original)
            : fmt::format("{} from {} to {} characters", shrunk, original, failure->input.size());
    fmt::print(human, "{} on case {} (seed {}) after {:.1f} s; {}:\n\n{}\n", verdict_name(failure->verdict), cases,
               failing_seed.load(), searched, sizes, visible(failure->input));
    // The answer's lines under its label: none starts a line of the report's own.
    std::string got = failure->got.empty() ? "(nothing)" : visible(failure->got);
    replace_all(got, "\n", "\n          ");
    fmt::print(human, "expected: {}\ngot:      {}{}{}\n", visible(failure->expected), got,
               failure->reason.empty() ? "" : "   (", failure->reason.empty() ? "" : visible_line(failure->reason, 300) + ")");
    // The game behind the right answer, in a line, as submit and run show it.
    std::string why;
    if (failure->verdict == Verdict::WA) {
        // The search's deadline is over; the explanation has the tool's own limits.
        stop_at->set(Clock::now() + std::chrono::minutes(10));
        why = tools.why_line(failure->got, failure->input);
    }
    if (!why.empty()) fmt::print(human, "why:      {}\n", visible(why));
    // What it printed (a Python traceback, its stderr) and, for a crash, what
    // the crash was: as run and submit show them.
    if (!failure->run.stderr_data.empty()) {
        std::string printed = abbreviate(failure->run.stderr_data, 600);
        replace_all(printed, "\n", "\n          ");
        fmt::print(human, "{:<10}{}\n", std::string(k_printed_label) + ":", printed);
    }
    if (failure->verdict == Verdict::RE) {
        stop_at->set(Clock::now() + std::chrono::minutes(10));
        std::vector<TestResult> crashed{*failure};
        explain_first_failure(session, problem, request, limits_for(problem.limits, compiled), crashed, false);
        judge::status::clear();
        failure->diagnosis = std::move(crashed[0].diagnosis);
        failure->diagnosis_note = std::move(crashed[0].diagnosis_note);
        if (failure->diagnosis || !failure->diagnosis_note.empty()) fmt::print(human, "{}", diagnosis_lines(*failure));
    }
    add_diagnosis_json(doc, *failure);
    doc["stderr"] = failure->run.stderr_data;
    doc.update({{"input", failure->input},
                {"expected", failure->expected},
                {"got", failure->got},
                {"verdict", verdict_name(failure->verdict)},
                {"why", why},
                {"seconds", seconds},
                {"seed", failing_seed.load()}});
    // The case is printed before it is saved: a folder that cannot take it
    // costs the file, not the case (the search's verdict stands, exit 1).
    try {
        const fs::path saved = save_case(problem.id, failing_seed, failure->input, failure->expected);
        // A command the user can paste: the problem named, the paths quoted.
        fmt::print(human, "saved as {} (+ .ans): {} submit {} --problem {} --tests {}\n", on_terminal(saved.string()),
                   on_terminal(shell_word((session.root / "bin" / "judge").string())), on_terminal(shell_word(opt.file)),
                   problem.id, on_terminal(shell_word(saved.string())));
        doc["saved"] = saved.string();
    } catch (const std::exception& e) {
        std::fflush(human);
        fmt::print(stderr, "judge: stress: the case is not saved: {}\n", one_line(e.what()));
        doc["not_saved"] = e.what();
    }
    std::fflush(human);
    if (!opt.json.empty()) write_json_report(opt.json, doc);
    return 1;
}

}  // namespace

CommandSpec stress_command() {
    auto opt = std::make_shared<StressOptions>();
    return {"stress",
            "Generate inputs until a solution and the reference disagree, then shrink",
            "Example:\n  bin/judge stress my.cpp --problem 913 --seconds 60\n"
            "  bin/judge stress my.cpp --problem 913 --cases 200 --seed 1\n"
            "  bin/judge stress 1728-mine.cpp --seed 7 --json -\n"
            "On a terminal a status line shows the cases tried and the seconds left; Ctrl-C prints the\n"
            "summary so far (exit 130).",
            {
                solution_argument(&opt->file),
                problem_option(&opt->problem),
                compiler_option(&opt->compiler),
                lang_option(&opt->lang),
                {"--seconds", &opt->seconds,
                 "how long to search (default 30); every run is killed at the deadline, and a difference found gets "
                 "at least 5 s more to shrink",
                 false, {number_between(0.1, 86400.0, "seconds")}, &opt->seconds_given},
                {"--cases", &opt->cases,
                 "stop after N cases (with no --seconds: however long they take, the same search on any machine)",
                 false, {whole_number(1, 1'000'000'000, "cases")}},
                {"--seed", &opt->seed, "the first generator seed, a whole number from 0 to 9223372036854775807 (default: the time)", false,
                 {whole_number(0, std::numeric_limits<long long>::max(), "seeds")}, &opt->seed_given},
                {"--json", &opt->json, "write a JSON report to FILE, or - for stdout", false, {report_target()}},
            },
            [opt] { return run_stress(*opt); }};
}

}  // namespace judge
