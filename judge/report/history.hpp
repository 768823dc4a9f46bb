// The history of submissions: every `submit` (not run or stress), with its
// source, verdict and each test's result, in SQLite. One transaction per
// submission, so a judge killed mid-run loses nothing already recorded and
// two judges at once corrupt nothing.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "comparison.hpp"
#include "grader.hpp"
#include "sqlite_db.hpp"


namespace judge {

struct HistoryEntry {
    std::int64_t id = 0;
    std::string time;  // UTC, ISO 8601
    std::string problem;
    std::string file;
    std::string verdict;
    int passed = 0;
    int total = 0;
    std::int64_t cpu_ms = 0;  // total CPU time, rounded to the nearest ms
    std::int64_t cpu_us = 0;  // the same in microseconds (cpu_ms * 1000 for old rows)
    std::string mode;         // "isolated" or "leetcode"
    std::string scope;        // "full" (the problem's tests) or "custom" (--tests); "partial" (--failed's first pass)
    std::string compiler;     // "clang" or "gcc"; "" in rows recorded before it was kept
    bool sanitized = false;   // --like-leetcode
    std::string limits;       // "" the problem's; else the limits given on the command line ("5000 ms, 256 MiB")
    std::string source;       // filled by find() only
    std::string source_hash;  // SHA-1 of the source
    struct Test {
        OutsideText name;
        std::string verdict, reason;
        std::int64_t cpu_ms = 0, memory_kib = 0, cpu_us = 0;
    };
    std::vector<Test> tests;  // filled by find() only
};

class History {
public:
    // Opens (creating if needed) the database; throws JudgeError naming the
    // file when it cannot be opened or is not a usable history.
    explicit History(const std::filesystem::path& file);
    ~History();
    History(const History&) = delete;
    History& operator=(const History&) = delete;

    std::int64_t record(const SubmissionResult& result, const std::string& source);
    std::vector<HistoryEntry> list(const std::string& problem = "") const;
    std::optional<HistoryEntry> find(std::int64_t id) const;
    // The latest submission of this problem from this solution file (the path
    // as given, or the same file by another path), with its tests; else the
    // latest of the problem from any file; nullopt when there is none.
    std::optional<HistoryEntry> latest(const std::string& problem, const std::filesystem::path& file) const;
    // Earlier accepted submissions of this problem run the same way (mode) on
    // the same tests (test_set, a content key): their total CPU time, peak
    // memory and source_hash, one a submission (the same source may come
    // many times). Rows recorded before modes and test sets were kept are left out.
    std::vector<EarlierRun> accepted(const std::string& problem, const std::string& mode,
                                     const std::string& test_set, const std::string& language = "cpp") const;

    // Per problem, what LeetCode's solved list shows: every submission
    // counted as an attempt, the best verdict only from runs on the problem's
    // full test set (accepted first, then the most tests passed).
    struct Standing {
        int attempts = 0;
        std::string best;  // "" when no run on the full set yet
        int passed = 0, total = 0;
        // Why runs did not count: on part of the tests or custom ones, under
        // limits of one's own, under the sanitizers (their limits scaled).
        int partial = 0, own_limits = 0, sanitized = 0;
    };
    std::map<std::string, Standing> standings() const;

private:
    void exec(const char* sql) const;
    std::filesystem::path m_file;
    std::unique_ptr<SqliteDb> m_db;
};

// How a submission was judged, when it was not the plain way: its tests
// (custom, partial), its limits, the sanitizers, the compiler if not clang,
// the mode if leetcode ("custom tests, limits 5000 ms, 256 MiB, gcc"); ""
// for the problem's tests judged as the problem says. The one wording of
// history's list, show and diff.
std::string judged_as(const HistoryEntry& e);

// $XDG_DATA_HOME/judge/history.sqlite3, else ~/.local/share/judge/history.sqlite3.
std::filesystem::path default_history_file();

}  // namespace judge
