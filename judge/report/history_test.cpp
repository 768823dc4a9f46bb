#include "history.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include "build_cache.hpp"

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
