#include "remove_tree.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>

namespace fs = std::filesystem;

namespace {

// Root ignores modes: the checks run as nobody then, in a child, or they prove nothing.
bool as_unprivileged(const std::function<bool()>& check) {
    pid_t pid = ::fork();
    if (pid == 0) {
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(3);
        ::_exit(check() ? 0 : 1);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// What a hostile run leaves: folders without rights, inside folders without rights.
fs::path make_hostile_tree(const fs::path& root) {
    fs::create_directories(root / "a" / "b" / "c");
    std::ofstream(root / "a" / "b" / "c" / "data") << "128 MiB, say";
    std::ofstream(root / "top") << "x";
    fs::create_symlink("/etc", root / "link");  // removed, never followed
    for (const char* dir : {"a/b/c", "a/b", "a"})
        ::chmod((root / dir).c_str(), 0);
    return root;
}

fs::path test_root() { return fs::path("/tmp") / ("judge-remove-tree-test-" + std::to_string(::getpid())); }

}  // namespace

TEST_CASE("empty_tree removes folders of mode 000 inside folders of mode 000, and keeps the folder") {
    const fs::path root = test_root();
    CHECK(as_unprivileged([&] {
        make_hostile_tree(root);
        ::chmod(root.c_str(), 0);  // even the folder itself
        std::error_code ec;
        const bool ok = judge::empty_tree(root) && fs::is_directory(root, ec) && fs::is_empty(root, ec) &&
                        fs::exists("/etc/passwd", ec);
        fs::remove(root, ec);
        return ok && !fs::exists(root, ec);
    }));
}

TEST_CASE("remove_tree removes the folder itself, and a missing path is no error") {
    const fs::path root = test_root();
    CHECK(as_unprivileged([&] {
        make_hostile_tree(root);
        std::error_code ec;
        return judge::remove_tree(root) && !fs::exists(root, ec) && judge::remove_tree(root);
    }));
}
