#include "private_folder.hpp"

#include <doctest/doctest.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include "error.hpp"
#include "test_skip.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

// TMPDIR pointed at a folder of the test's own (mode 1777, as /tmp is) for its lifetime.
struct SharedTemp {
    fs::path dir;
    std::string old;
    bool had_old;
    SharedTemp() {
        const char* t = std::getenv("TMPDIR");
        had_old = t != nullptr;
        if (t) old = t;
        char name[] = "/tmp/private-folder-test-XXXXXX";
        dir = ::mkdtemp(name);
        ::chmod(dir.c_str(), 01777);
        ::setenv("TMPDIR", dir.c_str(), 1);
    }
    ~SharedTemp() {
        if (had_old) ::setenv("TMPDIR", old.c_str(), 1);
        else ::unsetenv("TMPDIR");
        fs::remove_all(dir);
    }
    fs::path own() const { return dir / ("judge-" + std::to_string(::geteuid())); }
};

constexpr uid_t k_other = 65534;  // nobody: any user but this one

}  // namespace

TEST_CASE("the private folder: made under TMPDIR, named by the user, mode 0700, reused") {
    SharedTemp tmp;
    CHECK(private_folder_path() == tmp.own());
    const PrivateFolder made = private_folder();
    CHECK(made.path == tmp.own());
    CHECK(made.fd.get() >= 0);
    struct stat st {};
    REQUIRE(::lstat(tmp.own().c_str(), &st) == 0);
    CHECK(S_ISDIR(st.st_mode));
    CHECK((st.st_mode & 07777) == 0700);
    CHECK(st.st_uid == ::geteuid());
    CHECK(private_folder().path == made.path);  // there already: checked, taken
}

TEST_CASE("the private folder: an own folder left open to others is closed to them") {
    SharedTemp tmp;
    REQUIRE(::mkdir(tmp.own().c_str(), 0777) == 0);
    REQUIRE(::chmod(tmp.own().c_str(), 0777) == 0);
    private_folder();
    struct stat st {};
    REQUIRE(::lstat(tmp.own().c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0700);
}

TEST_CASE("the private folder: a link, a FIFO or a file planted in its place is refused, one line naming it") {
    SharedTemp tmp;
    const fs::path elsewhere = tmp.dir / "elsewhere";
    fs::create_directory(elsewhere);
    fs::create_directory_symlink(elsewhere, tmp.own());
    CHECK_THROWS_WITH_AS(private_folder(), doctest::Contains((tmp.own().string() + ": a symbolic link").c_str()), JudgeError);
    fs::remove(tmp.own());
    REQUIRE(::mkfifo(tmp.own().c_str(), 0666) == 0);
    CHECK_THROWS_WITH_AS(private_folder(), doctest::Contains("a FIFO"), JudgeError);  // and never waited on
    fs::remove(tmp.own());
    CHECK(fs::is_empty(elsewhere));
}

TEST_CASE("the private folder: another user's folder in its place is refused, never used") {
    if (::geteuid() != 0) return skip_test("needs root to make a folder of another user");
    SharedTemp tmp;
    REQUIRE(::mkdir(tmp.own().c_str(), 0777) == 0);
    REQUIRE(::chmod(tmp.own().c_str(), 0777) == 0);
    REQUIRE(::chown(tmp.own().c_str(), k_other, k_other) == 0);
    CHECK_THROWS_WITH_AS(private_folder(), doctest::Contains("a folder of another user (uid 65534)"), JudgeError);
    struct stat st {};
    REQUIRE(::lstat(tmp.own().c_str(), &st) == 0);
    CHECK(st.st_uid == k_other);  // left as it was: not taken over
    CHECK((st.st_mode & 07777) == 0777);
}

TEST_CASE("the private folder: the session's runtime folder when it is the user's alone and TMPDIR is not set") {
    SharedTemp tmp;
    const char* old_run = std::getenv("XDG_RUNTIME_DIR");
    const std::string saved_run = old_run ? old_run : "";
    const fs::path run = tmp.dir / "run";
    fs::create_directory(run);
    ::setenv("XDG_RUNTIME_DIR", run.c_str(), 1);
    ::unsetenv("TMPDIR");
    ::chmod(run.c_str(), 0700);
    CHECK(private_folder_path() == run / "judge");
    ::chmod(run.c_str(), 0755);  // not the user's alone: not used
    CHECK(private_folder_path() == fs::path("/tmp") / ("judge-" + std::to_string(::geteuid())));
    if (old_run) ::setenv("XDG_RUNTIME_DIR", saved_run.c_str(), 1);
    else ::unsetenv("XDG_RUNTIME_DIR");
}

TEST_CASE("node kinds and trusted owners") {
    CHECK(node_kind(S_IFIFO | 0600) == "a FIFO");
    CHECK(node_kind(S_IFSOCK | 0600) == "a socket");
    CHECK(node_kind(S_IFCHR | 0600) == "a character device");
    CHECK(node_kind(S_IFDIR | 0700) == "a folder");
    CHECK(trusted_owner(::geteuid()));
    CHECK(trusted_owner(0));
    if (::geteuid() != k_other) CHECK_FALSE(trusted_owner(k_other));
}
