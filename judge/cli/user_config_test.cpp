#include "user_config.hpp"

#include <doctest/doctest.h>

#include <cstdlib>

#include "error.hpp"
#include "file_write.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

TEST_CASE("config: a missing file sets nothing, a good one sets the compiler") {
    ScratchDir dir;
    CHECK_FALSE(read_user_config(dir.path() / "none.toml").compiler);
    write_text_file(dir.path() / "c.toml", "# mine\ncompiler = \"gcc\"\n");
    CHECK(read_user_config(dir.path() / "c.toml").compiler == Compiler::gcc);
    write_text_file(dir.path() / "c.toml", "compiler = \"clang\"\n");
    CHECK(read_user_config(dir.path() / "c.toml").compiler == Compiler::clang);
}

TEST_CASE("config: bad files are one line at their place") {
    ScratchDir dir;
    const fs::path f = dir.path() / "config.toml";
    write_text_file(f, "compiler = \"icc\"\n");
    CHECK_THROWS_WITH_AS(read_user_config(f), (f.string() + ":1:12: compiler: \"clang\" or \"gcc\"").c_str(),
                         JudgeError);
    write_text_file(f, "\ncolour = \"red\"\n");
    CHECK_THROWS_WITH_AS(read_user_config(f), doctest::Contains(":2:1: unknown setting 'colour'"), JudgeError);
    write_text_file(f, "compiler = \n");
    const std::string at_line_1 = f.string() + ":1:";
    CHECK_THROWS_WITH_AS(read_user_config(f), doctest::Contains(at_line_1.c_str()), JudgeError);
    write_text_file(f, "compiler = 3\n");
    CHECK_THROWS_WITH_AS(read_user_config(f), doctest::Contains(":1:12: compiler:"), JudgeError);
}

TEST_CASE("config: --compiler wins over the file, the file over the default") {
    ScratchDir dir;
    const char* old = std::getenv("XDG_CONFIG_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_CONFIG_HOME", dir.path().c_str(), 1);
    CHECK(user_config_path() == dir.path() / "judge" / "config.toml");
    CHECK(chosen_compiler("") == k_default_compiler);
    fs::create_directories(dir.path() / "judge");
    write_text_file(dir.path() / "judge" / "config.toml", "compiler = \"gcc\"\n");
    CHECK(chosen_compiler("") == Compiler::gcc);
    CHECK(chosen_compiler("clang") == Compiler::clang);
    CHECK_THROWS_AS(chosen_compiler("tcc"), JudgeError);
    if (old)
        ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
    else
        ::unsetenv("XDG_CONFIG_HOME");
}
