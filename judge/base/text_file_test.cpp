#include "text_file.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>

#include <fstream>

#include "error.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

std::string contents(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("write method: atomic onto a regular file or a new path, through anything else") {
    ScratchDir dir;
    const fs::path file = dir.path() / "report.json";
    CHECK(write_method(file) == WriteMethod::atomic);  // new
    std::ofstream(file) << "old";
    CHECK(write_method(file) == WriteMethod::atomic);
    CHECK(write_method("/dev/null") == WriteMethod::through);
    CHECK(write_method("/dev/stdout") == WriteMethod::through);
    fs::create_symlink(file, dir.path() / "link.json");
    CHECK(write_method(dir.path() / "link.json") == WriteMethod::through);
    REQUIRE(::mkfifo((dir.path() / "fifo").c_str(), 0600) == 0);
    CHECK(write_method(dir.path() / "fifo") == WriteMethod::through);
}

TEST_CASE("writing a report: a regular file replaced whole, a symlink kept and its target written") {
    ScratchDir dir;
    const fs::path file = dir.path() / "report.json";
    std::ofstream(file) << "a much longer old text than the new one";
    write_text_file(file, "new\n");
    CHECK(contents(file) == "new\n");
    CHECK(fs::is_regular_file(fs::symlink_status(file)));

    fs::create_symlink(file, dir.path() / "link.json");
    write_text_file(dir.path() / "link.json", "via link\n");
    CHECK(fs::is_symlink(fs::symlink_status(dir.path() / "link.json")));
    CHECK(contents(file) == "via link\n");  // truncated: no tail of the older text
    int entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path()))
        ++entries;
    CHECK(entries == 2);  // no temporary left behind
}

TEST_CASE("writing a report onto /dev/null leaves the device in place") {
    write_text_file("/dev/null", "{}\n");
    struct stat st {};
    REQUIRE(::lstat("/dev/null", &st) == 0);
    CHECK(S_ISCHR(st.st_mode));
}

TEST_CASE("a report that cannot be written is the judge's error, naming the path") {
    CHECK_THROWS_WITH_AS(write_text_file("/nonexistent-folder/r.json", "x"),
                         doctest::Contains("/nonexistent-folder/r.json"), JudgeError);
}

TEST_CASE("writing into a folder that is not there names the folder, not a temporary file") {
    CHECK_THROWS_WITH(judge::write_text_file("/tmp/judge-no-such-folder-x/y.cpp", "x"),
                      doctest::Contains("no such folder /tmp/judge-no-such-folder-x"));
}
