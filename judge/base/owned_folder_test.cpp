#include "owned_folder.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <sys/stat.h>

#include <fstream>

#include "error.hpp"
#include "private_folder.hpp"
#include "test_skip.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

// TMPDIR pointed at a folder of the test's own for its lifetime.
struct OwnTemp {
    fs::path dir;
    std::string old;
    bool had_old;
    OwnTemp() {
        const char* t = std::getenv("TMPDIR");
        had_old = t != nullptr;
        if (t) old = t;
        char name[] = "/tmp/owned-folder-test-XXXXXX";
        dir = ::mkdtemp(name);
        ::setenv("TMPDIR", dir.c_str(), 1);
    }
    ~OwnTemp() {
        if (had_old) ::setenv("TMPDIR", old.c_str(), 1);
        else ::unsetenv("TMPDIR");
        fs::remove_all(dir);
    }
};

}  // namespace

TEST_CASE("an owned folder is made in the user's private folder, not in the shared one") {
    OwnTemp tmp;
    OwnedFolder made("judge-test");
    CHECK(made.path().parent_path() == private_folder_path());
    CHECK(made.path().parent_path() == tmp.dir / ("judge-" + std::to_string(::geteuid())));
    struct stat st {};
    REQUIRE(::lstat(made.path().parent_path().c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0700);
}

TEST_CASE("remove_stale: a held folder and one in the making are kept, a dead judge's is removed") {
    OwnTemp tmp;
    OwnedFolder held("judge-test");
    CHECK(fs::exists(held.path() / "lock"));
    const fs::path own = held.path().parent_path();
    // A judge between creating its lock and taking it: the lock is there, free, not yet marked held.
    const fs::path making = own / "judge-test-making";
    fs::create_directory(making);
    std::ofstream(making / "lock").flush();
    // A judge killed outright: its lock marked held, and free.
    const fs::path dead = own / "judge-test-dead00";
    fs::create_directory(dead);
    std::ofstream(dead / "lock") << "1";
    OwnedFolder::remove_stale("judge-test");
    CHECK(fs::exists(held.path()));
    CHECK(fs::exists(making));  // ("making": six letters, as mkdtemp makes them)
    CHECK_FALSE(fs::exists(dead));
}

TEST_CASE("remove_stale: a FIFO as a lock, a link as a folder: skipped at once, never waited on or followed") {
    OwnTemp tmp;
    const PrivateFolder own = private_folder();
    // A FIFO where the lock goes: opening it to read would wait for a writer forever.
    const fs::path fifo_folder = own.path / "judge-test-fifo00";
    fs::create_directory(fifo_folder);
    REQUIRE(::mkfifo((fifo_folder / "lock").c_str(), 0666) == 0);
    // A link where a folder goes, to a folder with a dead judge's lock in it.
    const fs::path target = tmp.dir / "not-the-judges";
    fs::create_directory(target);
    std::ofstream(target / "lock") << "1";
    fs::create_directory_symlink(target, own.path / "judge-test-link00");
    // A link where the lock goes.
    const fs::path linked_lock = own.path / "judge-test-llock0";
    fs::create_directory(linked_lock);
    fs::create_symlink(target / "lock", linked_lock / "lock");
    OwnedFolder::remove_stale("judge-test");  // returns: the test would hang here otherwise
    CHECK(fs::exists(fs::symlink_status(fifo_folder / "lock")));
    CHECK(fs::exists(target / "lock"));  // not followed into
    CHECK(fs::is_symlink(own.path / "judge-test-link00"));
    CHECK(fs::exists(linked_lock));
}

TEST_CASE("remove_stale: only the private folder is swept, and another user's folder there is left alone") {
    OwnTemp tmp;
    // In the shared temporary folder itself: what other users (and older judges) put there is not looked at.
    const fs::path shared = tmp.dir / "judge-test-shared";
    fs::create_directory(shared);
    REQUIRE(::mkfifo((shared / "lock").c_str(), 0666) == 0);
    const PrivateFolder own = private_folder();
    OwnedFolder::remove_stale("judge-test");
    CHECK(fs::exists(fs::symlink_status(shared / "lock")));
    if (::geteuid() != 0) return skip_test("needs root to give a folder to another user");
    const fs::path others = own.path / "judge-test-other0";
    fs::create_directory(others);
    std::ofstream(others / "lock") << "1";  // free and marked held: stale, were it this user's
    REQUIRE(::chown(others.c_str(), 65534, 65534) == 0);
    OwnedFolder::remove_stale("judge-test");
    CHECK(fs::exists(others / "lock"));
}

TEST_CASE("an owned folder is refused, one line, when another user holds the private folder's name") {
    if (::geteuid() != 0) return skip_test("needs root to make a folder of another user");
    OwnTemp tmp;
    const fs::path own = tmp.dir / ("judge-" + std::to_string(::geteuid()));
    REQUIRE(::mkdir(own.c_str(), 0777) == 0);
    REQUIRE(::chown(own.c_str(), 65534, 65534) == 0);
    CHECK_THROWS_WITH_AS(OwnedFolder("judge-test"), doctest::Contains((own.string() + ": a folder of another user").c_str()),
                         judge::JudgeError);
    CHECK(fs::is_empty(own));
}
