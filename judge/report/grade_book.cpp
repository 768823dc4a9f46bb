#include "grade_book.hpp"

#include <ctime>

#include "error.hpp"

namespace judge {

namespace {

constexpr const char* k_schema = R"(
CREATE TABLE IF NOT EXISTS grades(
  student TEXT NOT NULL, problem TEXT NOT NULL, file TEXT NOT NULL, source_hash TEXT NOT NULL,
  verdict TEXT NOT NULL, passed INTEGER NOT NULL, total INTEGER NOT NULL, cpu_us INTEGER NOT NULL,
  time_ratio_ppm INTEGER NOT NULL, language TEXT NOT NULL, report TEXT NOT NULL, error TEXT NOT NULL,
  judged_at TEXT NOT NULL, PRIMARY KEY(student, problem, file));
)";

constexpr const char* k_columns =
    "student, problem, file, source_hash, verdict, passed, total, cpu_us, time_ratio_ppm, language, report, error, "
    "judged_at";

GradeEntry entry_from(const Statement& s) {
    GradeEntry e;
    e.student = s.text(0);
    e.problem = s.text(1);
    e.file = s.text(2);
    e.source_hash = s.text(3);
    e.verdict = s.text(4);
    e.passed = static_cast<int>(s.integer(5));
    e.total = static_cast<int>(s.integer(6));
    e.cpu_us = s.integer(7);
    e.time_ratio = static_cast<double>(s.integer(8)) / 1e6;
    e.language = s.text(9);
    e.report = s.text(10);
    e.error = s.text(11);
    e.judged_at = s.text(12);
    return e;
}

}  // namespace

GradeBook::GradeBook(const std::filesystem::path& file) : m_db(std::make_unique<SqliteDb>(file, "grade book")) {
    try {
        // A rollback journal, not WAL: the book may be on a cluster's shared
        // file system, where WAL's shared memory is not to be relied on.
        m_db->exec(k_schema);
    } catch (const JudgeError&) {
        throw JudgeError(file.string() + ": the grade book is damaged or not a judge grade book; move it away");
    }
}

std::optional<GradeEntry> GradeBook::find(const std::string& student, const std::string& problem,
                                          const std::string& file) const {
    Statement s(*m_db, (std::string("SELECT ") + k_columns +
                        " FROM grades WHERE student = ? AND problem = ? AND file = ?;").c_str());
    s.bind(1, student).bind(2, problem).bind(3, file);
    if (!s.step()) return std::nullopt;
    return entry_from(s);
}

void GradeBook::record(const GradeEntry& e) {
    Statement s(*m_db, (std::string("INSERT OR REPLACE INTO grades (") + k_columns +
                        ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);").c_str());
    s.bind(1, e.student).bind(2, e.problem).bind(3, e.file).bind(4, e.source_hash).bind(5, e.verdict);
    s.bind(6, std::int64_t{e.passed}).bind(7, std::int64_t{e.total}).bind(8, e.cpu_us);
    s.bind(9, static_cast<std::int64_t>(e.time_ratio * 1e6)).bind(10, e.language).bind(11, e.report);
    s.bind(12, e.error).bind(13, e.judged_at.empty() ? utc_now() : e.judged_at);
    s.step();
}

std::vector<GradeEntry> GradeBook::all() const {
    Statement s(*m_db, (std::string("SELECT ") + k_columns + " FROM grades ORDER BY student, problem, file;").c_str());
    std::vector<GradeEntry> out;
    while (s.step())
        out.push_back(entry_from(s));
    return out;
}

int GradeBook::absorb(const GradeBook& other) {
    int taken = 0;
    for (const GradeEntry& e : other.all()) {
        const auto mine = find(e.student, e.problem, e.file);
        if (mine && mine->judged_at >= e.judged_at) continue;
        record(e);
        ++taken;
    }
    return taken;
}

}  // namespace judge
