#include "submit_steps.hpp"

#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace judge;

TEST_CASE("a Ctrl-C says how far judging got, or, once every test is judged, the verdict the report leads with") {
    CHECK(interrupted_line({{Verdict::AC, 10}, {Verdict::WA, 5}}, 1, 4) ==
          "interrupted: 2 of 4 tests judged, 1 passed so far");
    CHECK(interrupted_line({}, 0, 1) == "interrupted: 0 of 1 test judged, 0 passed so far");
    // All judged: the failure of the smallest input leads (TLE on 3 bytes, not WA on 50).
    CHECK(interrupted_line({{Verdict::AC, 10}, {Verdict::WA, 50}, {Verdict::TLE, 3}}, 1, 3) ==
          "interrupted after every test was judged: TLE  1/3 tests passed (nothing more added: no explanation, "
          "history or report files)");
    CHECK(interrupted_line({{Verdict::AC, 10}}, 1, 1).find("judged: AC  1/1 tests passed") != std::string::npos);
}

TEST_CASE("a test set's members found once a folder: plain files, links into it and out of it, and what lies outside") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("judge-set-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "set" / "group");
    fs::create_directories(dir / "elsewhere");
    for (const fs::path& f : {dir / "set" / "group" / "a.in", dir / "elsewhere" / "b.in"}) std::ofstream(f) << "1\n";
    fs::create_symlink(dir / "set" / "group" / "a.in", dir / "elsewhere" / "to-a.in");  // a link into the set
    fs::create_symlink(dir / "elsewhere" / "b.in", dir / "set" / "group" / "to-b.in");  // a link out of it
    fs::create_directory_symlink(dir / "set", dir / "set-link");                       // the set by another name
    SetMembership set(dir / "set");
    CHECK(set.relative(dir / "set" / "group" / "a.in") == fs::path("group/a.in"));
    CHECK(set.relative(dir / "set-link" / "group" / "a.in") == fs::path("group/a.in"));
    CHECK(set.relative(dir / "elsewhere" / "to-a.in") == fs::path("group/a.in"));
    CHECK_FALSE(set.relative(dir / "set" / "group" / "to-b.in"));
    CHECK_FALSE(set.relative(dir / "elsewhere" / "b.in"));
    CHECK(set.relative(dir / "set" / "group" / ".." / "group" / "a.in") == fs::path("group/a.in"));
    for (const fs::path& f : {dir / "set" / "group" / "a.in", dir / "elsewhere" / "to-a.in", dir / "elsewhere" / "b.in"})
        CHECK(path_in_set(f, dir / "set") == set.relative(f));
    fs::remove_all(dir);
}
