#include "remove_tree.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/resource.h>
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

// A tmpfs where there is one, as the helper's /work is (a disk takes a few
// milliseconds a folder).
fs::path test_root() {
    std::error_code ec;
    const fs::path base = fs::is_directory("/dev/shm", ec) && ::access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    return base / ("judge-remove-tree-test-" + std::to_string(::getpid()));
}

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

namespace {

// A chain of folders `depth` deep, each with a file, the deepest ones of mode
// 000 and 0300 (no listing), made with one descriptor at a time.
bool make_deep_chain(const fs::path& root, int depth) {
    if (::mkdir(root.c_str(), 0700) != 0) return false;
    int dir = ::open(root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    for (int i = 0; i < depth && dir >= 0; ++i) {
        const int file = ::openat(dir, "f", O_WRONLY | O_CREAT | O_CLOEXEC, 0);
        if (file >= 0) ::close(file);
        if (::mkdirat(dir, "d", 0700) != 0) return false;
        const int next = ::openat(dir, "d", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        ::fchmod(dir, i % 3 == 0 ? 0 : i % 3 == 1 ? 0300 : 0500);
        ::close(dir);
        dir = next;
    }
    if (dir < 0) return false;
    ::close(dir);
    return true;
}

}  // namespace

TEST_CASE("a 5000-deep chain of folders of modes 000, 0300 and 0500 goes, under a limit of 64 descriptors") {
    const fs::path root = test_root();
    CHECK(as_unprivileged([&] {
        const rlimit few{64, 64};
        if (::setrlimit(RLIMIT_NOFILE, &few) != 0 || !make_deep_chain(root, 5000)) return false;
        return judge::remove_tree(root) && !fs::exists(root);
    }));
    CHECK(as_unprivileged([&] {
        const rlimit few{64, 64};
        if (::setrlimit(RLIMIT_NOFILE, &few) != 0 || !make_deep_chain(root, 5000)) return false;
        std::error_code ec;
        const bool ok = judge::empty_tree(root) && fs::is_empty(root, ec);
        fs::remove(root, ec);
        return ok;
    }));
}

TEST_CASE("a folder of many entries and a wide tree go, what cannot be removed is reported, the rest goes") {
    const fs::path root = test_root();
    CHECK(as_unprivileged([&] {
        fs::create_directories(root);
        for (int i = 0; i < 3000; ++i)
            std::ofstream(root / ("file" + std::to_string(i))) << i;
        for (int i = 0; i < 50; ++i) {
            fs::create_directories(root / ("dir" + std::to_string(i)) / "inner");
            ::chmod((root / ("dir" + std::to_string(i))).c_str(), 0);
        }
        return judge::remove_tree(root) && !fs::exists(root);
    }));
    // A folder we cannot enter (root's, as nobody): false, and the others are gone.
    fs::create_directories(root / "theirs" / "x");
    fs::create_directories(root / "mine");
    ::chmod(root.c_str(), 0777);
    ::chmod((root / "theirs").c_str(), 0755);
    std::ofstream(root / "mine" / "a") << 1;
    ::chown((root / "mine").c_str(), 65534, 65534);
    ::chown((root / "mine" / "a").c_str(), 65534, 65534);
    if (::geteuid() == 0) {
        CHECK(as_unprivileged([&] { return !judge::empty_tree(root) && !fs::exists(root / "mine"); }));
        CHECK(fs::exists(root / "theirs" / "x"));
    }
    CHECK(judge::remove_tree(root));
    CHECK_FALSE(fs::exists(root));
}
