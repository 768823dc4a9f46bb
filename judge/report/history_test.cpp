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
