#include "history.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build_cache.hpp"
#include "error.hpp"
#include "test_skip.hpp"

using namespace judge;
namespace fs = std::filesystem;

TEST_CASE("history: the accepted runs of a test set carry their source's hash, one row a submission") {
    const fs::path dir = fs::temp_directory_path() / ("judge-history-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    {
        History history(dir / "history.sqlite3");
        SubmissionResult r;
        r.problem = "913";
        r.solution = "mine.cpp";
        r.verdict = Verdict::AC;
        r.mode = "isolated";
        r.test_set = "set-a";
        TestResult t;
        t.name = "1";
        t.verdict = Verdict::AC;
        t.run.cpu_us = 500;
        t.run.memory_kib = 2600;
        r.tests = {t};
        history.record(r, "class Solution {};");
        history.record(r, "class Solution {};");
        history.record(r, "class Solution { };");
        r.test_set = "set-b";
        history.record(r, "class Solution {};");
        auto runs = history.accepted("913", "isolated", "set-a");
        REQUIRE(runs.size() == 3);
        CHECK(runs[0].source_hash == content_key({"class Solution {};"}));
        CHECK(runs[1].source_hash == runs[0].source_hash);
        CHECK(runs[2].source_hash != runs[0].source_hash);
        CHECK(runs[0].cpu_us == 500);
        CHECK(runs[0].peak_kib == 2600);
    }
    fs::remove_all(dir);
}

TEST_CASE("history: a run on custom tests is marked so, and only full runs give the best verdict") {
    const fs::path dir = fs::temp_directory_path() / ("judge-history-scope-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    {
        History history(dir / "history.sqlite3");
        SubmissionResult r;
        r.problem = "913";
        r.solution = "mine.cpp";
        r.mode = "isolated";
        r.test_set = "one-custom";
        r.scope = "custom";
        r.verdict = Verdict::AC;  // a wrong solution passing the one test the user wrote
        r.passed = r.total = 1;
        history.record(r, "class Solution {};");
        r.scope = "full";
        r.test_set = "all";
        r.verdict = Verdict::WA;
        r.passed = 50;
        r.total = 69;
        history.record(r, "class Solution {};");
        r.passed = 60;
        r.verdict = Verdict::TLE;
        history.record(r, "class Solution {};");
        r.problem = "1728";
        r.scope = "custom";
        history.record(r, "class Solution {};");
        auto list = history.list("913");
        REQUIRE(list.size() == 3);
        CHECK(list[0].scope == "custom");
        CHECK(list[1].scope == "full");
        auto standings = history.standings();
        CHECK(standings["913"].attempts == 3);
        CHECK(standings["913"].best == "TLE");
        CHECK(standings["913"].passed == 60);
        CHECK(standings["1728"].attempts == 1);
        CHECK(standings["1728"].best.empty());
        r.problem = "913";
        r.scope = "full";
        r.verdict = Verdict::AC;
        r.passed = 69;
        history.record(r, "class Solution {};");
        r.verdict = Verdict::WA;
        r.passed = 68;
        history.record(r, "class Solution {};");
        CHECK(history.standings()["913"].best == "AC");
    }
    fs::remove_all(dir);
}

TEST_CASE("history: a run under other limits or the sanitizers is said so, never solves the problem nor ranks") {
    // (--like-leetcode judges under limits scaled for the sanitizers: 5x the CPU, 3x the memory.)
    const fs::path dir = fs::temp_directory_path() / ("judge-history-how-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    {
        History history(dir / "history.sqlite3");
        SubmissionResult r;
        r.problem = "48";
        r.solution = "slow.cpp";
        r.mode = "isolated";
        r.compiler = "clang";
        r.test_set = "all";
        r.verdict = Verdict::AC;  // too slow for the problem's limit; accepted under --time-limit 5000
        r.passed = r.total = 24;
        r.problem_limits = false;
        r.limits = Limits{5000, 256};
        TestResult t;
        t.name = "1";
        t.verdict = Verdict::AC;
        t.run.cpu_us = 1'500'000;
        r.tests = {t};
        history.record(r, "class Solution {};");
        r.problem_limits = true;
        r.limits = Limits{1000, 256};
        r.sanitized = true;  // --like-leetcode: its limits and times are the sanitizers'
        history.record(r, "class Solution { };");
        r.sanitized = false;
        r.compiler = "gcc";
        r.mode = "leetcode";
        r.scope = "custom";
        history.record(r, "class Solution {  };");
        auto list = history.list("48");
        REQUIRE(list.size() == 3);
        CHECK(list[0].limits == "5000 ms, 256 MiB");
        CHECK(judged_as(list[0]) == "limits 5000 ms, 256 MiB");
        CHECK(judged_as(list[1]) == "--like-leetcode");
        CHECK(judged_as(list[2]) == "custom tests, gcc, leetcode mode");
        CHECK(list[2].compiler == "gcc");
        CHECK(history.accepted("48", "isolated", "all").empty());
        auto standings = history.standings();
        CHECK(standings["48"].attempts == 3);
        CHECK(standings["48"].best.empty());  // the sanitized run's limits were scaled for the sanitizers
        CHECK(standings["48"].own_limits == 1);  // why: one run under limits of its own,
        CHECK(standings["48"].sanitized == 1);   // one under the sanitizers',
        CHECK(standings["48"].partial == 1);     // one on custom tests
        r.mode = "isolated";
        r.scope = "full";
        r.problem = "4";
        r.problem_limits = false;
        history.record(r, "class Solution {};");
        CHECK(history.standings()["4"].best.empty());
        r.problem_limits = true;
        r.compiler.clear();
        history.record(r, "class Solution {};");
        CHECK(history.standings()["4"].best == "AC");
        CHECK(judged_as(history.list("4")[1]).empty());
        CHECK(history.accepted("4", "isolated", "all").size() == 1);
        // A Python run: said so, and compared with Python runs only.
        r.compiler = "python3";
        r.language = "python3";
        history.record(r, "class Solution:\n    pass\n");
        CHECK(judged_as(history.list("4")[2]) == "Python 3");
        CHECK(history.accepted("4", "isolated", "all").size() == 1);
        CHECK(history.accepted("4", "isolated", "all", "python3").size() == 1);
        CHECK(history.accepted("4", "isolated", "all", "python3")[0].source_hash !=
              history.accepted("4", "isolated", "all", "cpp")[0].source_hash);
    }
    fs::remove_all(dir);
}

TEST_CASE("history: the latest submission of a problem from the same file, else from any file") {
    const fs::path dir = fs::temp_directory_path() / ("judge-history-latest-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    {
        History history(dir / "history.sqlite3");
        CHECK_FALSE(history.latest("913", "mine.cpp").has_value());
        SubmissionResult r;
        r.problem = "913";
        r.mode = "isolated";
        r.verdict = Verdict::WA;
        r.tests.resize(2);
        r.tests[0].name = "examples/1";
        r.tests[0].verdict = Verdict::AC;
        r.tests[1].name = "hack/cap2-n8";
        r.tests[1].verdict = Verdict::WA;
        r.solution = "mine.cpp";
        const std::int64_t mine = history.record(r, "a");
        r.solution = "other.cpp";
        r.tests[1].verdict = Verdict::TLE;
        const std::int64_t other = history.record(r, "b");
        auto latest = history.latest("913", "mine.cpp");
        REQUIRE(latest.has_value());
        CHECK(latest->id == mine);
        REQUIRE(latest->tests.size() == 2);
        CHECK(latest->tests[1].name == "hack/cap2-n8");
        CHECK(latest->tests[1].verdict == "WA");
        latest = history.latest("913", "new.cpp");  // never submitted: the problem's latest
        REQUIRE(latest.has_value());
        CHECK(latest->id == other);
        CHECK_FALSE(history.latest("1728", "mine.cpp").has_value());
    }
    fs::remove_all(dir);
}

TEST_CASE("history: a FIFO or a device as the database or a journal is refused in one line, never opened") {
    const fs::path dir = fs::temp_directory_path() / ("judge-history-fifo-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* name : {"history.sqlite3", "history.sqlite3-wal", "history.sqlite3-journal"}) {
        REQUIRE(::mkfifo((dir / name).c_str(), 0600) == 0);  // SQLite would wait on it forever
        CHECK_THROWS_WITH_AS(History(dir / "history.sqlite3"),
                             doctest::Contains((std::string(name) + ": the history database").c_str()), JudgeError);
        fs::remove(dir / name);
    }
    fs::create_symlink("/dev/zero", dir / "history.sqlite3-shm");
    CHECK_THROWS_WITH_AS(History(dir / "history.sqlite3"), doctest::Contains("is not a regular file (a character device)"),
                         JudgeError);
    fs::remove_all(dir);
}

TEST_CASE("history: its folder is made the user's alone, and another user's folder or database is refused") {
    const fs::path dir = fs::temp_directory_path() / ("judge-history-owner-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    { History made(dir / "judge" / "history.sqlite3"); }
    struct stat st {};
    REQUIRE(::lstat((dir / "judge").c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0700);
    if (::geteuid() != 0) {
        fs::remove_all(dir);
        return skip_test("needs root to give a file to another user");
    }
    REQUIRE(::chown((dir / "judge" / "history.sqlite3").c_str(), 65534, 65534) == 0);
    CHECK_THROWS_WITH_AS(History(dir / "judge" / "history.sqlite3"),
                         doctest::Contains("history.sqlite3: the history database is another user's (uid 65534)"),
                         JudgeError);
    REQUIRE(::chown((dir / "judge").c_str(), 65534, 65534) == 0);
    CHECK_THROWS_WITH_AS(History(dir / "judge" / "history.sqlite3"), doctest::Contains("a folder of another user"),
                         JudgeError);
    fs::remove_all(dir);
}
