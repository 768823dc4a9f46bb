// A class's grades as they are decided (`judge grade`): one row a student,
// problem and file, kept in an SQLite file of the grade's output folder
// (grades.sqlite3; a shard of an array job writes shard-K-of-N.sqlite3
// there, merged by the next grade). Each row is committed alone: a grade
// stopped at any point keeps every submission judged before it, and a row
// is replaced, never added twice.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqlite_db.hpp"

namespace judge {

struct GradeEntry {
    std::string student, problem, file;  // file: its name in the student's folder
    std::string source_hash;             // content_key of its bytes: a changed file is judged again
    std::string verdict;                 // AC, WA, ..., CE; "error": the judge could not judge it
    int passed = 0, total = 0;
    std::int64_t cpu_us = 0;
    double time_ratio = 0;  // CPU over the reference's; 0 unknown
    std::string language;   // cpp, python3
    std::string report;     // its full report (HTML), relative to the output folder
    std::string error;      // verdict "error": why
    std::string judged_at;  // UTC, ISO 8601
};

class GradeBook {
public:
    explicit GradeBook(const std::filesystem::path& file);
    std::optional<GradeEntry> find(const std::string& student, const std::string& problem,
                                   const std::string& file) const;
    void record(const GradeEntry& entry);
    std::vector<GradeEntry> all() const;
    // Every row of `other` this book lacks or holds judged earlier.
    int absorb(const GradeBook& other);

private:
    std::unique_ptr<SqliteDb> m_db;
};

}  // namespace judge
