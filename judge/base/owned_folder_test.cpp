#include "owned_folder.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <fstream>

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

TEST_CASE("remove_stale: a held folder and one in the making are kept, a dead judge's is removed") {
    OwnTemp tmp;
    OwnedFolder held("judge-test");
    CHECK(fs::exists(held.path() / "lock"));
    // A judge between creating its lock and taking it: the lock is there, free, not yet marked held.
    const fs::path making = tmp.dir / "judge-test-making";
    fs::create_directory(making);
    std::ofstream(making / "lock").flush();
    // A judge killed outright: its lock marked held, and free.
    const fs::path dead = tmp.dir / "judge-test-dead00";
    fs::create_directory(dead);
    std::ofstream(dead / "lock") << "1";
    OwnedFolder::remove_stale("judge-test");
    CHECK(fs::exists(held.path()));
    CHECK(fs::exists(making));  // ("making": six letters, as mkdtemp makes them)
    CHECK_FALSE(fs::exists(dead));
}
