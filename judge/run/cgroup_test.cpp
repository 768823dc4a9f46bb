// Cgroup v2 on a fake tree (this machine's kernel offers v1: the v1 side is
// exercised for real by the end-to-end tests). The files are what the kernel
// would show; the test plays the kernel's part between the calls.
#include "cgroup.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

using namespace judge;
namespace fs = std::filesystem;

namespace {

struct FakeTree {
    fs::path root = fs::temp_directory_path() / ("judge-cgroup-test-" + std::to_string(::getpid()));
    FakeTree() { fs::create_directories(root); }
    ~FakeTree() { fs::remove_all(root); }
    void write(const fs::path& file, const std::string& text) {
        fs::create_directories((root / file).parent_path());
        std::ofstream(root / file) << text;
    }
    std::string read(const fs::path& file) {
        std::ifstream in(root / file);
        return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    }
};

}  // namespace

TEST_CASE("cgroup v2: found in the mount table") {
    FakeTree t;
    t.write("mounts", "proc /proc proc rw 0 0\ncgroup2 /sys/fs/cgroup/unified cgroup2 rw 0 0\n");
    CHECK(find_cgroup_v2(t.root / "mounts") == "/sys/fs/cgroup/unified");
    t.write("mounts", "proc /proc proc rw 0 0\n");
    CHECK(find_cgroup_v2(t.root / "mounts").empty());
}

TEST_CASE("cgroup v2: the controllers are handed down to judge/, or it says why not") {
    FakeTree t;
    t.write("cgroup.controllers", "cpuset cpu io memory pids\n");
    t.write("cgroup.subtree_control", "");
    CHECK(prepare_cgroup_v2(t.root) == "");
    CHECK(t.read("cgroup.subtree_control") == "+memory +pids");
    CHECK(t.read("judge/cgroup.subtree_control") == "+memory +pids");

    t.write("cgroup.controllers", "cpuset cpu io\n");  // as on a hybrid system's unified mount
    CHECK(prepare_cgroup_v2(t.root).find("no memory controller") != std::string::npos);
}

TEST_CASE("cgroup v2: one group with both controllers, its limit, the limit events and the peak") {
    FakeTree t;
    const fs::path group = "judge/run-1-0";
    for (const char* f : {"cgroup.procs", "memory.max", "memory.swap.max", "pids.max"})
        t.write(group / f, "");
    t.write(group / "memory.peak", "0\n");
    t.write(group / "memory.events", "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n");
    RunCgroup g(t.root, t.root, "run-1-0", 0, 65, true);
    CHECK(g.folders() == std::vector<fs::path>{t.root / group});
    CHECK(t.read(group / "pids.max") == "65");

    g.reset(32 << 20);
    CHECK(t.read(group / "memory.max") == std::to_string(32 << 20));
    CHECK(t.read(group / "memory.swap.max") == "0");
    CHECK_FALSE(g.hit_limit());

    // The run hits the limit (events only grow) and peaks at 40 MiB.
    t.write(group / "memory.events", "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n");
    t.write(group / "memory.peak", std::to_string(40 << 20) + "\n");
    CHECK(g.hit_limit());
    CHECK(g.peak_kib() == 40 << 10);

    g.reset(32 << 20);  // the next run starts from here
    CHECK_FALSE(g.hit_limit());
    g.reset(0);  // no limit
    CHECK(t.read(group / "memory.max") == "max");
}
