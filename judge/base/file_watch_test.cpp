#include "file_watch.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <fstream>

using namespace judge;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p) << text;
}

}  // namespace

TEST_CASE("file watch: a write in place and a rename over the file are saves, another file is not") {
    const fs::path dir = fs::temp_directory_path() / ("judge-file-watch-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "mine.cpp";
    write(file, "a");
    FileWatch watch(file);
    using std::chrono::milliseconds;
    CHECK_FALSE(watch.wait(milliseconds(0)));  // nothing yet
    write(dir / "other.cpp", "b");
    CHECK_FALSE(watch.wait(milliseconds(0)));  // another file's save is not ours
    write(file, "c");
    CHECK(watch.wait(milliseconds(60000), milliseconds(1)));  // written in place (the event is queued: the bound only guards a hang)
    write(dir / "mine.cpp.swp", "d");
    fs::rename(dir / "mine.cpp.swp", file);
    CHECK(watch.wait(milliseconds(60000), milliseconds(1)));  // renamed into place, as many editors save
    CHECK_FALSE(watch.wait(milliseconds(0)));
    fs::remove_all(dir);
}

TEST_CASE("file watch: a link is followed to the folder of the file it names") {
    const fs::path dir = fs::temp_directory_path() / ("judge-file-watch-link-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "real");
    write(dir / "real" / "mine.cpp", "a");
    fs::create_symlink(dir / "real" / "mine.cpp", dir / "link.cpp");
    FileWatch watch(dir / "link.cpp");
    write(dir / "real" / "mine.cpp", "b");
    CHECK(watch.wait(std::chrono::milliseconds(60000), std::chrono::milliseconds(1)));
    fs::remove_all(dir);
}

TEST_CASE("file watch: a folder that is not there is a JudgeError naming the file") {
    CHECK_THROWS_WITH_AS(FileWatch("/nonexistent-judge-folder/mine.cpp"),
                         doctest::Contains("/nonexistent-judge-folder/mine.cpp"), std::exception);
}
