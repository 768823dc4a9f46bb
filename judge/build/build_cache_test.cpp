#include "build_cache.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <thread>

#include "error.hpp"
#include "test_skip.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("content keys depend on every part and on where parts end") {
    CHECK(content_key({"a", "bc"}) == content_key({"a", "bc"}));
    CHECK(content_key({"a", "bc"}) != content_key({"ab", "c"}));
    CHECK(content_key({"a"}) != content_key({"b"}));
    CHECK(content_key({}).size() == 64);
    // SHA-256 of "1:a" (a known value: a change of hash function is a change of every key).
    CHECK(content_key({"a"}) == "4162fddd39a3e4225e8e2392eced237fbeb34e6e218b5647d27bd4d2b9c0da24");
}

TEST_CASE("the disk cache returns what was stored, and nothing else") {
    ScratchDir dir;
    DiskBuildCache cache(dir.path() / "cache", 1 << 20);
    write(dir.path() / "prog", "binary-1");
    CHECK_FALSE(cache.fetch("k1", dir.path() / "out"));
    cache.store("k1", dir.path() / "prog");
    REQUIRE(cache.fetch("k1", dir.path() / "out"));
    CHECK(read(dir.path() / "out") == "binary-1");
    CHECK_FALSE(cache.fetch("k2", dir.path() / "out2"));
    CHECK_FALSE(fs::exists(dir.path() / "out2"));
}

TEST_CASE("past its size the cache drops the least recently used") {
    ScratchDir dir;
    DiskBuildCache cache(dir.path() / "cache", 800);
    write(dir.path() / "prog", std::string(100, 'x'));  // an eighth of the cache: kept
    cache.store("old", dir.path() / "prog");
    fs::last_write_time(dir.path() / "cache" / "old", fs::file_time_type::clock::now() - std::chrono::hours(2));
    cache.store("used", dir.path() / "prog");
    fs::last_write_time(dir.path() / "cache" / "used", fs::file_time_type::clock::now() - std::chrono::hours(1));
    for (const char* key : {"f1", "f2", "f3", "f4", "f5", "f6"})
        cache.store(key, dir.path() / "prog");
    CHECK(cache.fetch("old", dir.path() / "out"));  // a hit makes it recent again
    cache.store("new", dir.path() / "prog");        // 900 bytes > 800: one must go
    CHECK(fs::exists(dir.path() / "cache" / "old"));
    CHECK_FALSE(fs::exists(dir.path() / "cache" / "used"));
    CHECK(fs::exists(dir.path() / "cache" / "new"));
}

TEST_CASE("a program over an eighth of the cache is built and run, not kept, and pushes nothing out") {
    ScratchDir dir;
    DiskBuildCache cache(dir.path() / "cache", 800);
    write(dir.path() / "small", std::string(100, 's'));
    write(dir.path() / "huge", std::string(101, 'h'));  // over 800 / 8
    cache.store("a", dir.path() / "small");
    cache.store("b", dir.path() / "small");
    cache.store("huge", dir.path() / "huge");
    CHECK_FALSE(cache.fetch("huge", dir.path() / "out"));
    CHECK_FALSE(fs::exists(dir.path() / "cache" / "huge"));
    CHECK(cache.fetch("a", dir.path() / "out"));
    CHECK(cache.fetch("b", dir.path() / "out"));
    CHECK(cache.fetch("b", dir.path() / "out"));
    CHECK(read(dir.path() / "out") == std::string(100, 's'));
}

namespace {

// A complete-looking prelude folder, last used `hours` ago (its lock's time,
// or the folder's for one made before preludes had locks).
fs::path prelude(const fs::path& cache, const std::string& name, int hours, bool with_lock = true) {
    fs::path d = cache / "prelude" / name;
    fs::create_directories(d / "bits");
    write(d / "bits" / "stdc++.h.gch", "gch");
    const auto when = fs::file_time_type::clock::now() - std::chrono::hours(hours);
    if (with_lock) {
        write(fs::path(d.string() + ".lock"), "");
        fs::last_write_time(d.string() + ".lock", when);
    }
    fs::last_write_time(d, when);
    return d;
}

}  // namespace

TEST_CASE("preludes: the three most recently used are kept, and every one a live judge holds") {
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    DiskBuildCache cache(root, 1 << 20), other_judge(root, 1 << 20);
    const fs::path held = prelude(root, "held", 1);
    other_judge.hold_prelude(held);  // another judge compiling with it now
    fs::last_write_time(held.string() + ".lock", fs::file_time_type::clock::now() - std::chrono::hours(50));
    const fs::path a = prelude(root, "a", 1), b = prelude(root, "b", 2), c = prelude(root, "c", 3, false);
    const fs::path old = prelude(root, "old", 20), older = prelude(root, "older", 30, false);
    // What killed judges left: a build of an hour ago, one of now, a half-removed one.
    fs::create_directories(root / "prelude" / "x.tmp.123" / "bits");
    fs::last_write_time(root / "prelude" / "x.tmp.123", fs::file_time_type::clock::now() - std::chrono::hours(1));
    fs::create_directories(root / "prelude" / "y.tmp.456" / "bits");
    fs::create_directories(root / "prelude" / "z.trash.789" / "bits");
    // A lock whose folder is gone (a trim that lost a race to another), and
    // one whose folder another judge is building now.
    write(root / "prelude" / "orphan.lock", "");
    DiskBuildCache builder(root, 1 << 20);
    builder.hold_prelude(root / "prelude" / "building");

    cache.trim_preludes();
    CHECK(fs::exists(a));
    CHECK(fs::exists(b));
    CHECK(fs::exists(c));     // used 3 hours ago, no lock yet: its folder's time
    CHECK(fs::exists(held));  // the oldest, but held
    CHECK_FALSE(fs::exists(old));
    CHECK_FALSE(fs::exists(old.string() + ".lock"));
    CHECK_FALSE(fs::exists(older));
    CHECK_FALSE(fs::exists(root / "prelude" / "x.tmp.123"));
    CHECK(fs::exists(root / "prelude" / "y.tmp.456"));  // perhaps being built
    CHECK_FALSE(fs::exists(root / "prelude" / "z.trash.789"));
    CHECK_FALSE(fs::exists(root / "prelude" / "orphan.lock"));
    CHECK(fs::exists(root / "prelude" / "building.lock"));
}

TEST_CASE("preludes: one this judge holds is never trimmed, and holding marks it used") {
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    DiskBuildCache cache(root, 1 << 20);
    const fs::path mine = prelude(root, "mine", 40);
    for (const char* name : {"p1", "p2", "p3"})
        prelude(root, name, 5);
    const fs::path stale = prelude(root, "stale", 10);
    cache.hold_prelude(mine);
    cache.hold_prelude(mine);  // again: one lock
    CHECK(fs::file_time_type::clock::now() - fs::last_write_time(mine.string() + ".lock") < std::chrono::minutes(1));
    fs::last_write_time(mine.string() + ".lock", fs::file_time_type::clock::now() - std::chrono::hours(40));
    cache.trim_preludes();
    CHECK(fs::exists(mine));
    CHECK_FALSE(fs::exists(stale));
}

TEST_CASE("preludes: a judge that holds a folder trimmed away just before gets a lock of its own") {
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    DiskBuildCache trimmer(root, 1 << 20), judge(root, 1 << 20);
    for (const char* name : {"p1", "p2", "p3"})
        prelude(root, name, 1);
    const fs::path gone = prelude(root, "gone", 9);
    trimmer.trim_preludes();
    REQUIRE_FALSE(fs::exists(gone));
    judge.hold_prelude(gone);  // it will build it again
    prelude(root, "gone", 0, false);
    DiskBuildCache(root, 1 << 20).trim_preludes();
    CHECK(fs::exists(gone));
    CHECK(fs::exists(gone.string() + ".lock"));
}

TEST_CASE("the cache folder is the user's alone: made 0700, an own open one closed, a missing home leaves it empty") {
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    DiskBuildCache made(root, 1 << 20);
    REQUIRE(made.folder());
    struct stat st {};
    REQUIRE(::lstat(root.c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0700);
    ::chmod(root.c_str(), 0777);
    DiskBuildCache again(root, 1 << 20);
    REQUIRE(::lstat(root.c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0700);
    DiskBuildCache nowhere("/proc/no-such-home/.cache/judge", 1 << 20);  // cannot be made: only slower
    CHECK_FALSE(nowhere.folder());
    write(dir.path() / "program", "bytes");
    nowhere.store("k", dir.path() / "program");
    CHECK_FALSE(nowhere.fetch("k", dir.path() / "out"));
}

TEST_CASE("a FIFO as a prelude's lock is not waited on: the prelude is used unheld, and kept") {
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    DiskBuildCache cache(root, 1 << 20);
    const fs::path prelude = root / "prelude" / "fifo";
    fs::create_directories(prelude / "bits");
    REQUIRE(::mkfifo((prelude.string() + ".lock").c_str(), 0600) == 0);
    cache.hold_prelude(prelude);  // returns: opening the FIFO to lock it would wait for a writer otherwise
    cache.trim_preludes();
    CHECK(fs::exists(prelude));
    CHECK(fs::exists(fs::symlink_status(prelude.string() + ".lock")));
}

TEST_CASE("another user's cache folder is refused in one line: the judge would run what is in it") {
    if (::geteuid() != 0) return skip_test("needs root to make a folder of another user");
    ScratchDir dir;
    const fs::path root = dir.path() / "cache";
    fs::create_directory(root);
    REQUIRE(::chown(root.c_str(), 65534, 65534) == 0);
    CHECK_THROWS_WITH_AS(DiskBuildCache(root, 1 << 20), doctest::Contains("a folder of another user (uid 65534)"),
                         JudgeError);
}
