#include "grade_book.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <fstream>

namespace judge {

namespace fs = std::filesystem;

TEST_CASE("grade book: a row a student, problem and file, replaced and never doubled, merged from shards") {
    const fs::path dir = fs::temp_directory_path() / ("judge-grade-book-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    {
        GradeBook book(dir / "grades.sqlite3");
        CHECK_FALSE(book.find("alice", "913", "913.cpp"));
        GradeEntry e{"alice", "913", "913.cpp", "h1", "WA", 15, 69, 1200, 1.5, "cpp", "r.html", "", "2026-12-04T10:00:00Z"};
        book.record(e);
        e.verdict = "AC";
        e.passed = 69;
        e.source_hash = "h2";
        e.judged_at = "2026-12-04T10:05:00Z";
        book.record(e);
        REQUIRE(book.all().size() == 1);
        const auto got = book.find("alice", "913", "913.cpp");
        REQUIRE(got);
        CHECK(got->verdict == "AC");
        CHECK(got->passed == 69);
        CHECK(got->time_ratio == doctest::Approx(1.5));
        CHECK(got->source_hash == "h2");

        GradeBook shard(dir / "shard-1-of-2.sqlite3");
        shard.record({"bob", "1", "1.py", "h3", "TLE", 3, 32, 9000, 0, "python3", "", "", "2026-12-04T10:01:00Z"});
        shard.record({"alice", "913", "913.cpp", "h1", "WA", 15, 69, 1, 0, "cpp", "", "", "2026-12-04T09:00:00Z"});
        CHECK(book.absorb(shard) == 1);  // the older alice row is not taken
        CHECK(book.all().size() == 2);
        CHECK(book.find("alice", "913", "913.cpp")->verdict == "AC");
        CHECK(book.find("bob", "1", "1.py")->language == "python3");
    }
    {
        GradeBook again(dir / "grades.sqlite3");  // kept across runs
        CHECK(again.all().size() == 2);
    }
    { std::ofstream(dir / "bad.sqlite3") << "not a database at all, but long enough to look like one's header....\n"; }
    CHECK_THROWS(GradeBook(dir / "bad.sqlite3"));
    fs::remove_all(dir);
}

}  // namespace judge
