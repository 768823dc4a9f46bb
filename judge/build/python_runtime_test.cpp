#include "python_runtime.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "error.hpp"

namespace judge {

namespace fs = std::filesystem;

TEST_CASE("the folders shown of the machine: no duplicate, none inside another") {
    CHECK(outermost({"/usr/lib/x", "/usr/lib", "/usr/lib", "/usr/libexec", "/usr/bin/python3.11"}) ==
          std::vector<std::string>{"/usr/bin/python3.11", "/usr/lib", "/usr/libexec"});
    CHECK(outermost({}).empty());
}

TEST_CASE("a program's loader is read from its ELF header, a static or non-ELF file has none") {
    CHECK_FALSE(elf_interpreter("/nonexistent"));
    CHECK_FALSE(elf_interpreter("/etc/hostname"));
    const auto loader = elf_interpreter("/bin/sh");  // dynamic on Debian
    REQUIRE(loader);
    CHECK(loader->front() == '/');
    CHECK(fs::exists(*loader));
}

TEST_CASE("reaching a file through links shows the real folder of every step") {
    char pattern[] = "/tmp/judge-reach-XXXXXX";
    REQUIRE(::mkdtemp(pattern));
    const fs::path dir = pattern;
    fs::create_directories(dir / "real");
    fs::create_directories(dir / "other");
    { std::ofstream(dir / "real" / "lib.so") << "x"; }
    fs::create_symlink("../real/lib.so", dir / "other" / "link.so");
    const auto folders = folders_to_reach(dir / "other" / "link.so");
    CHECK(folders == std::vector<std::string>{fs::canonical(dir / "other").string(), fs::canonical(dir / "real").string()});
    fs::remove_all(dir);
}

TEST_CASE("a missing interpreter is one line saying how to install it") {
    try {
        (void)find_python_runtime("/nonexistent/python3");
        FAIL("no error");
    } catch (const JudgeError& e) {
        CHECK(std::string(e.what()).find("apt-get install python3") != std::string::npos);
    }
    CHECK_THROWS_AS((void)find_python_runtime("/bin/sh"), JudgeError);  // not a python3.N
}

TEST_CASE("Debian's python3: the interpreter, its library and the loader's folders") {
    if (!fs::exists("/usr/bin/python3")) return;
    const PythonRuntime r = find_python_runtime("/usr/bin/python3");
    CHECK(r.version.rfind("3.", 0) == 0);
    CHECK(fs::exists(r.stdlib / "os.py"));
    const auto has = [&](const std::string& p) {
        return std::find(r.visible.begin(), r.visible.end(), p) != r.visible.end();
    };
    CHECK(has(r.interpreter.string()));
    CHECK(has(r.stdlib.string()));
    const auto loader = elf_interpreter(r.interpreter);
    REQUIRE(loader);
    const std::string real_loader_dir = fs::canonical(*loader).parent_path().string();
    CHECK(std::any_of(r.visible.begin(), r.visible.end(), [&](const std::string& v) {
        return real_loader_dir == v || real_loader_dir.rfind(v + "/", 0) == 0;
    }));
}

}  // namespace judge
