#include "history.hpp"

#include <sqlite3.h>

#include <cstdlib>
#include <ctime>

#include "build_cache.hpp"
#include "sqlite_db.hpp"
#include "error.hpp"
#include "workspace.hpp"
#include "private_folder.hpp"
#include "file_write.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

constexpr const char* k_schema = R"(
CREATE TABLE IF NOT EXISTS submissions(
  id INTEGER PRIMARY KEY, time TEXT NOT NULL, problem TEXT NOT NULL, file TEXT NOT NULL,
  source TEXT NOT NULL, source_hash TEXT NOT NULL, verdict TEXT NOT NULL,
  passed INTEGER NOT NULL, total INTEGER NOT NULL, cpu_ms INTEGER NOT NULL,
  cpu_us INTEGER, mode TEXT, test_set TEXT, scope TEXT);
CREATE TABLE IF NOT EXISTS test_results(
  submission INTEGER NOT NULL REFERENCES submissions(id), position INTEGER NOT NULL,
  name TEXT NOT NULL, verdict TEXT NOT NULL, reason TEXT NOT NULL,
  cpu_ms INTEGER NOT NULL, memory_kib INTEGER NOT NULL, cpu_us INTEGER);
CREATE INDEX IF NOT EXISTS test_results_by_submission ON test_results(submission);
)";

// Columns added since the first schema; a history made before has them added
// empty (NULL), and its rows are then never ranked against new ones.
constexpr const char* k_added_columns[][3] = {{"submissions", "cpu_us", "INTEGER"},
                                              {"submissions", "mode", "TEXT"},
                                              {"submissions", "test_set", "TEXT"},
                                              {"submissions", "scope", "TEXT"},
                                              {"submissions", "compiler", "TEXT"},
                                              {"submissions", "sanitized", "INTEGER"},
                                              {"submissions", "limits", "TEXT"},
                                              {"test_results", "cpu_us", "INTEGER"}};


// Rows recorded before cpu_us was kept have only their milliseconds.
#define JUDGE_CPU_US_OR_MS "COALESCE(cpu_us, cpu_ms * 1000)"
// Columns 12 to 14 of entry_from; NULL in rows recorded before they were kept.
#define JUDGE_HOW_JUDGED "COALESCE(compiler, ''), COALESCE(sanitized, 0), COALESCE(limits, '')"

HistoryEntry entry_from(const Statement& s) {
    HistoryEntry e;
    e.id = s.integer(0);
    e.time = s.text(1);
    e.problem = s.text(2);
    e.file = s.text(3);
    e.verdict = s.text(4);
    e.passed = static_cast<int>(s.integer(5));
    e.total = static_cast<int>(s.integer(6));
    e.cpu_ms = s.integer(7);
    e.source_hash = s.text(8);
    e.cpu_us = s.integer(9);
    e.mode = s.text(10);
    e.scope = s.text(11);
    e.compiler = s.text(12);
    e.sanitized = s.integer(13) != 0;
    e.limits = s.text(14);
    return e;
}

}  // namespace

std::string judged_as(const HistoryEntry& e) {
    std::vector<std::string> parts;
    if (e.scope != "full") parts.push_back(e.scope + " tests");
    if (!e.limits.empty()) parts.push_back("limits " + e.limits);
    if (e.sanitized) parts.push_back("--like-leetcode");
    if (e.compiler == "gcc") parts.push_back("gcc");
    if (e.compiler == "python3") parts.push_back("Python 3");
    if (e.mode != "isolated") parts.push_back(e.mode + " mode");
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : ", ") + p;
    return out;
}

fs::path default_history_file() { return user_data_folder() / "history.sqlite3"; }

History::History(const fs::path& file) : m_file(file) {
    // Its folder is this user's alone (the sources submitted are in it):
    // made 0700, an own one tightened, another user's refused.
    open_private_folder(file.has_parent_path() ? file.parent_path() : fs::path("."),
                        "remove it, or set XDG_DATA_HOME to a folder of this user's", true);
    m_db = std::make_unique<SqliteDb>(file, "history database");
    try {
        exec("PRAGMA journal_mode=WAL;");
        exec(k_schema);
        for (const auto& [table, column, type] : k_added_columns) {
            Statement has(*m_db,
                          ("SELECT 1 FROM pragma_table_info('" + std::string(table) + "') WHERE name = ?;").c_str());
            has.bind(1, std::string(column));
            if (!has.step())
                exec(("ALTER TABLE " + std::string(table) + " ADD COLUMN " + column + " " + type + ";").c_str());
        }
    } catch (const JudgeError&) {
        m_db.reset();
        throw JudgeError(file.string() +
                         ": the history database is damaged or not a judge history; move it away (or "
                         "pass --no-history to submit)");
    }
}

History::~History() = default;

void History::exec(const char* sql) const {
    m_db->exec(sql);
}

std::int64_t History::record(const SubmissionResult& result, const std::string& source) {
    exec("BEGIN IMMEDIATE;");
    try {
        // What the report shows: the sum of the tests' microseconds, and that
        // in milliseconds (not a sum of each test's rounded-down milliseconds).
        std::int64_t cpu_us = 0;
        for (const auto& t : result.tests)
            cpu_us += t.run.cpu_us;
        Statement insert(*m_db,
                         "INSERT INTO submissions(time, problem, file, source, source_hash, verdict, passed, total, "
                         "cpu_ms, cpu_us, mode, test_set, scope, compiler, sanitized, limits) "
                         "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);");
        insert.bind(1, utc_now()).bind(2, result.problem).bind(3, result.solution).bind(4, source);
        insert.bind(5, content_key({source})).bind(6, std::string(verdict_name(result.verdict)));
        insert.bind(7, std::int64_t{result.passed}).bind(8, std::int64_t{result.total});
        insert.bind(9, (cpu_us + 500) / 1000).bind(10, cpu_us).bind(11, result.mode).bind(12, result.test_set);
        insert.bind(13, result.scope).bind(14, result.compiler).bind(15, std::int64_t{result.sanitized});
        insert.bind(16, result.problem_limits ? std::string()
                                              : std::to_string(result.limits.time_ms) + " ms, " +
                                                    std::to_string(result.limits.memory_mib) + " MiB");
        insert.step();
        const std::int64_t id = sqlite3_last_insert_rowid(m_db->handle());
        Statement test(*m_db,
                       "INSERT INTO test_results(submission, position, name, verdict, reason, cpu_ms, memory_kib, "
                       "cpu_us) VALUES(?, ?, ?, ?, ?, ?, ?, ?);");
        std::int64_t position = 0;
        for (const auto& t : result.tests) {
            test.bind(1, id).bind(2, position++).bind(3, t.name.bytes()).bind(4, std::string(verdict_name(t.verdict)));
            test.bind(5, t.reason).bind(6, (t.run.cpu_us + 500) / 1000).bind(7, t.run.memory_kib);
            test.bind(8, t.run.cpu_us);
            test.step();
            test.reset();
        }
        exec("COMMIT;");
        return id;
    } catch (...) {
        sqlite3_exec(m_db->handle(), "ROLLBACK;", nullptr, nullptr, nullptr);
        throw;
    }
}

std::vector<HistoryEntry> History::list(const std::string& problem) const {
    Statement s(*m_db,
                "SELECT id, time, problem, file, verdict, passed, total, cpu_ms, source_hash, " JUDGE_CPU_US_OR_MS
                ", COALESCE(mode, 'isolated'), COALESCE(scope, 'full'), " JUDGE_HOW_JUDGED " FROM submissions "
                "WHERE ?1 = '' OR problem = ?1 ORDER BY id;");
    s.bind(1, problem);
    std::vector<HistoryEntry> out;
    while (s.step())
        out.push_back(entry_from(s));
    return out;
}

std::vector<EarlierRun> History::accepted(const std::string& problem, const std::string& mode,
                                          const std::string& test_set, const std::string& language) const {
    Statement s(*m_db,
                "SELECT s.cpu_us, MAX(t.memory_kib), s.source_hash FROM submissions s "
                "JOIN test_results t ON t.submission = s.id "
                "WHERE s.problem = ? AND s.verdict = 'AC' AND s.mode = ? AND s.test_set = ? AND s.cpu_us IS NOT NULL "
                // Judged within the problem's own limits, unsanitized: a run
                // under raised limits or the sanitizers is nobody's yardstick.
                "AND COALESCE(s.limits, '') = '' AND COALESCE(s.sanitized, 0) = 0 "
                // Like with like: a Python run beside Python runs only.
                "AND (COALESCE(s.compiler, '') = 'python3') = ? "
                "GROUP BY s.id ORDER BY s.id;");
    s.bind(1, problem).bind(2, mode).bind(3, test_set).bind(4, std::int64_t{language == "python3"});
    std::vector<EarlierRun> out;
    while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.text(2)});
    return out;
}

std::map<std::string, History::Standing> History::standings() const {
    Statement s(*m_db,
                "SELECT problem, verdict, passed, total, COALESCE(scope, 'full'), COALESCE(limits, ''), "
                "COALESCE(sanitized, 0) FROM submissions "
                "ORDER BY id;");
    std::map<std::string, Standing> out;
    while (s.step()) {
        Standing& st = out[s.text(0)];
        ++st.attempts;
        // Only the problem's tests within the problem's limits decide
        // "solved" (--like-leetcode scales them for the sanitizers: not).
        if (s.text(4) != "full") {
            ++st.partial;
            continue;
        }
        if (!s.text(5).empty()) {
            ++st.own_limits;
            continue;
        }
        if (s.integer(6) != 0) {
            ++st.sanitized;
            continue;
        }
        const std::string verdict = s.text(1);
        const int passed = static_cast<int>(s.integer(2)), total = static_cast<int>(s.integer(3));
        const bool better = st.best.empty() || (verdict == "AC" && st.best != "AC") ||
                            (st.best != "AC" && verdict != "AC" && passed > st.passed);
        if (better) {
            st.best = verdict;
            st.passed = passed;
            st.total = total;
        }
    }
    return out;
}

std::optional<HistoryEntry> History::find(std::int64_t id) const {
    Statement s(*m_db,
                "SELECT id, time, problem, file, verdict, passed, total, cpu_ms, source_hash, " JUDGE_CPU_US_OR_MS
                ", COALESCE(mode, 'isolated'), COALESCE(scope, 'full'), " JUDGE_HOW_JUDGED ", source FROM submissions "
                "WHERE id = ?;");
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    HistoryEntry e = entry_from(s);
    e.source = s.text(15);
    Statement t(*m_db,
                "SELECT name, verdict, reason, cpu_ms, memory_kib, COALESCE(cpu_us, cpu_ms * 1000) FROM test_results "
                "WHERE submission = ? ORDER BY "
                "position;");
    t.bind(1, id);
    while (t.step())
        e.tests.push_back({t.text(0), t.text(1), t.text(2), t.integer(3), t.integer(4), t.integer(5)});
    return e;
}

std::optional<HistoryEntry> History::latest(const std::string& problem, const std::filesystem::path& file) const {
    namespace fs = std::filesystem;
    const auto same_file = [&](const std::string& recorded) {
        if (recorded == file.string()) return true;
        std::error_code a, b;
        const fs::path x = fs::weakly_canonical(recorded, a), y = fs::weakly_canonical(file, b);
        return !a && !b && x == y;
    };
    const std::vector<HistoryEntry> all = list(problem);
    if (all.empty()) return std::nullopt;
    for (auto it = all.rbegin(); it != all.rend(); ++it)
        if (same_file(it->file)) return find(it->id);
    return find(all.back().id);
}

}  // namespace judge
