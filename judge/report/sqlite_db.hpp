// An SQLite database file as the judge keeps one (the history, a class's
// grade book): opened only where no FIFO, device or other user's link
// stands in its or its journals' place, with a prepared statement type that
// finalizes itself. Errors are JudgeErrors naming the file and what it is.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace judge {

class SqliteDb {
public:
    // `what`: "history database", "grade book" (in every error line).
    SqliteDb(const std::filesystem::path& file, std::string what);
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    void exec(const char* sql) const;
    ::sqlite3* handle() const { return m_db; }
    const std::filesystem::path& file() const { return m_file; }
    const std::string& what() const { return m_what; }

private:
    std::filesystem::path m_file;
    std::string m_what;
    ::sqlite3* m_db = nullptr;
};

// The time now, as the books keep it: UTC, ISO 8601.
std::string utc_now();

// A prepared statement that finalizes itself.
class Statement {
public:
    Statement(const SqliteDb& db, const char* sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    Statement& bind(int i, const std::string& v);
    Statement& bind(int i, std::int64_t v);
    bool step();
    std::string text(int col) const;
    std::int64_t integer(int col) const;
    void reset();

private:
    [[noreturn]] void fail() const;
    const SqliteDb& m_db;
    ::sqlite3_stmt* m_stmt = nullptr;
};

}  // namespace judge
