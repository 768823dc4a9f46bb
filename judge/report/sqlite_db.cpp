#include "sqlite_db.hpp"

#include <sqlite3.h>

#include <ctime>

#include "error.hpp"
#include "file_write.hpp"

namespace judge {

std::string utc_now() {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

SqliteDb::SqliteDb(const std::filesystem::path& file, std::string what) : m_file(file), m_what(std::move(what)) {
    // SQLite opens the database and its journals by name and reads them
    // waiting: a FIFO or a device there (or another user's link) is refused
    // first, one line naming it.
    for (const char* suffix : {"", "-journal", "-wal", "-shm"}) {
        std::filesystem::path neighbour = file;
        neighbour += suffix;
        check_updatable_file(neighbour, *suffix ? ("the " + m_what + "'s journal").c_str() : ("the " + m_what).c_str());
    }
    if (sqlite3_open_v2(file.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        std::string why = m_db ? sqlite3_errmsg(m_db) : "out of memory";
        sqlite3_close(m_db);
        m_db = nullptr;
        throw JudgeError(file.string() + ": cannot open the " + m_what + ": " + why);
    }
    sqlite3_busy_timeout(m_db, 10'000);  // another judge writing: wait for it
}

SqliteDb::~SqliteDb() {
    sqlite3_close(m_db);
}

void SqliteDb::exec(const char* sql) const {
    char* error = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        std::string why = error ? error : sqlite3_errmsg(m_db);
        sqlite3_free(error);
        throw JudgeError(m_file.string() + ": " + m_what + " error: " + why);
    }
}

Statement::Statement(const SqliteDb& db, const char* sql) : m_db(db) {
    if (sqlite3_prepare_v2(db.handle(), sql, -1, &m_stmt, nullptr) != SQLITE_OK) fail();
}

Statement::~Statement() {
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int i, const std::string& v) {
    sqlite3_bind_text(m_stmt, i, v.c_str(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement& Statement::bind(int i, std::int64_t v) {
    sqlite3_bind_int64(m_stmt, i, v);
    return *this;
}

bool Statement::step() {
    int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) fail();
    return false;
}

std::string Statement::text(int col) const {
    auto p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col))) : "";
}

std::int64_t Statement::integer(int col) const {
    return sqlite3_column_int64(m_stmt, col);
}

void Statement::reset() {
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

void Statement::fail() const {
    throw JudgeError(m_db.file().string() + ": " + m_db.what() + " error: " + sqlite3_errmsg(m_db.handle()));
}

}  // namespace judge
