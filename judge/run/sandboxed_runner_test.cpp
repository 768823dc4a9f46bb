// The sandboxed runner with a real helper (this test binary, started as
// `judge_tests __sandbox-helper`) and a real static program.
#include "sandbox.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <csignal>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "error.hpp"
#include "run_identity.hpp"
#include "sandbox_probe.hpp"
#include "sandbox_caps.hpp"
#include "test_skip.hpp"

using namespace judge;
using namespace judge::testing;
namespace fs = std::filesystem;


TEST_CASE_FIXTURE(Fixture, "an isolated run: stdin in, stdout and stderr apart, exit codes and signals") {
    std::string input(200'000, 'a');  // more than a pipe holds
    auto o = run({"echo"}, input);
    CHECK(o.stdout_data == input);
    CHECK(o.stderr_data == "err");
    CHECK(o.exit_code == 0);
    CHECK(o.memory_kib > 0);
    CHECK(run({"exit", "3"}).exit_code == 3);
    CHECK(run({"segv"}).signal == SIGSEGV);
    CHECK(run({"abort"}).signal == SIGABRT);  // not pid 1 of a namespace: its own signals are not ignored
}

TEST_CASE_FIXTURE(Fixture, "limits: wall clock, CPU, output") {
    auto slept = run({"sleep"}, "", 300);
    CHECK(slept.wall_timeout);
    CHECK(slept.signal == SIGKILL);
    CHECK(slept.wall_us < 3'000'000);

    SandboxRequest r = probe_run({"spin"}, 300, 10'000);
    auto spun = runner->run(r);
    CHECK(spun.cpu_us >= 300'000);
    CHECK_FALSE(spun.wall_timeout);
    // Stopped once its CPU time passed the limit, not at the next whole
    // second of RLIMIT_CPU (1.3 s here): the bound is loose, the old way is far past it.
    CHECK(spun.cpu_timeout);
    CHECK(spun.signal == SIGKILL);
    CHECK(spun.cpu_us < 600'000);

    r.args = {"flood"};
    r.cpu_limit_ms = 10'000;
    r.output_limit_bytes = 100'000;
    auto flooded = runner->run(r);
    CHECK(flooded.output_exceeded);
    CHECK(flooded.stdout_data.size() <= 100'000);
    CHECK(flooded.signal == SIGXFSZ);  // the file-size limit, one byte past the output limit
}

TEST_CASE_FIXTURE(Fixture, "what a run leaves in its folder is gone before the next run") {
    CHECK(run({"touch"}).exit_code == 0);
    CHECK(run({"look"}).stdout_data == "absent\n");
}

TEST_CASE_FIXTURE(Fixture, "a run that writes to its stdin and moves its files' offsets spoils nothing for the next") {
    auto poisoned = run({"poison"}, std::string(300'000, 'i'));
    CHECK(poisoned.exit_code == 0);
    CHECK(poisoned.stdout_data == std::string(100'000, 'P'));
    auto next = run({"echo"}, "short");
    CHECK(next.stdout_data == "short");
    CHECK(next.stderr_data == "err");
}

TEST_CASE_FIXTURE(Fixture, "a run that sets O_APPEND on its stdin and plants an input there does not reach the next") {
    CHECK(run({"plant"}, "first").exit_code == 0);
    CHECK(run({"echo"}, "second").stdout_data == "second");
    CHECK(run({"echo"}, "").stdout_data == "");
}

TEST_CASE_FIXTURE(Fixture, "descriptors the judge's parent left open reach no run") {
    // Not close-on-exec, as a parent's socket or an editor's file would be.
    const int leaked = ::open("/etc/hostname", O_RDONLY);
    REQUIRE(leaked >= 3);
    // A new helper starts with this descriptor in the judge: it must close it too.
    auto fresh = make_sandbox(caps, "/proc/self/exe");
    SandboxRequest r = probe_run({"fds"}, 2000, 5000);
    CHECK(fresh->run(r).stdout_data == "end\n");
    ToolRequest tool;  // the trusted runner (the problem's tools) and the confined one (the compile step)
    static_cast<RunSpec&>(tool) = r;
    CHECK(make_tool_runner()->run(tool).stdout_data == "end\n");
    CHECK(fresh->run_confined(tool, {{probe(), LandlockAccess::read_execute}}).stdout_data == "end\n");
    ::close(leaked);
}

TEST_CASE_FIXTURE(Fixture, "the stack: its own limit where one is asked, never past the memory limit") {
    CHECK(run({"stack"}).stdout_data == std::to_string(256LL << 20) + "\n");  // none asked: the memory limit
    SandboxRequest r = probe_run({"stack"}, 2000, 5000, 256 << 10);
    r.stack_limit_kib = 64 << 10;
    CHECK(runner->run(r).stdout_data == std::to_string(64LL << 20) + "\n");
    r.stack_limit_kib = 512 << 10;
    CHECK(runner->run(r).stdout_data == std::to_string(256LL << 20) + "\n");
}

TEST_CASE_FIXTURE(Fixture, "as root: a reserved id, alone in a PID namespace under the helper, an empty root, no fork, no IPC") {
    if (!caps.root) return skip_test("not root (e2e_unprivileged covers the other side)");
    const std::string whoami = run({"whoami"}).stdout_data;
    const unsigned uid = static_cast<unsigned>(std::stoul(whoami.substr(4)));
    CHECK(uid >= reserved_id_base());
    CHECK(uid < reserved_id_base() + k_reserved_id_count);
    CHECK(whoami == "uid " + std::to_string(uid) + " ppid 1 root work\n");
    CHECK(run({"dumpable"}).stdout_data == "0\n");  // its program is not readable by it
    if (caps.seccomp) {
        CHECK(run({"fork"}).stdout_data.rfind("refused", 0) == 0);
        CHECK(run({"shm"}).stdout_data.rfind("refused", 0) == 0);  // no state for the next run
    }
}

TEST_CASE_FIXTURE(Fixture, "memory: the peak is measured past a limit") {
    auto o = runner->run(probe_run({"alloc", "200"}, 10'000, 20'000, 32 << 10));
    CHECK(o.memory_kib > (32 << 10));  // the cgroup's peak, or the resident peak under the address-space brake
    CHECK(o.exit_code != 0);
}

TEST_CASE_FIXTURE(Fixture, "memory charged to the run outside its own pages (its files) past the limit is MLE, and the next run works") {
    if (!caps.root || caps.memory_cgroup.empty()) return skip_test("needs root and a memory cgroup");
#if defined(__SANITIZE_ADDRESS__)
    // The helper shares the run's cgroup; built with ASan (bin/test --sanitize)
    // its own shadow memory is more than this test's 16 MiB limit.
    return skip_test("the ASan-built helper alone outgrows the run's 16 MiB cgroup");
#endif
    SandboxRequest r = probe_run({"fill", "48"}, 10'000, 20'000, 16 << 10);
    r.output_limit_bytes = 1 << 20;
    auto o = runner->run(r);
    CHECK(o.memory_kib > (16 << 10));
    CHECK(o.signal == SIGKILL);  // the run was the OOM killer's choice, not its helper (3 MB against its 1)
    CHECK(run({"echo"}, "next").stdout_data == "next");
    // The helpers (our children and theirs) are back to an ordinary OOM score.
    int helpers = 0;
    for (const auto& task : fs::directory_iterator("/proc/self/task")) {
        std::ifstream children(task.path() / "children");
        for (pid_t pid; children >> pid;) {
            std::ifstream grandchildren("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) + "/children");
            std::vector<pid_t> family = {pid};
            for (pid_t g; grandchildren >> g;)
                family.push_back(g);
            for (pid_t p : family) {
                std::ifstream score("/proc/" + std::to_string(p) + "/oom_score_adj");
                int value = -1;
                score >> value;
                CHECK(value == 0);
                ++helpers;
            }
        }
    }
    CHECK(helpers >= 2);  // the helper and, in its namespace, the server
}

TEST_CASE("with the least protection (no root, no filter): a daemon that left the run's group is killed after it") {
    SandboxCaps caps;  // all off: process group, subreaper and rlimits only
    auto runner = make_sandbox(caps, "/proc/self/exe");
    auto o = runner->run(probe_run({"daemon"}, 2000, 5000));
    REQUIRE(o.exit_code == 0);
    const int daemon = std::atoi(o.stdout_data.c_str());
    REQUIRE(daemon > 0);
    // Gone, or at most a zombie on its way out.
    std::ifstream stat("/proc/" + std::to_string(daemon) + "/stat");
    std::string skip, state = "gone";
    if (stat) stat >> skip >> skip >> state;
    CHECK((state == "gone" || state == "Z"));
}

TEST_CASE_FIXTURE(Fixture, "runs at once use helpers of their own") {
    RunOutcome a, b;
    std::thread t([&] { a = run({"echo"}, "one"); });
    b = run({"echo"}, "two");
    t.join();
    CHECK(a.stdout_data == "one");
    CHECK(b.stdout_data == "two");
}

TEST_CASE_FIXTURE(Fixture, "a program that does not exist is the judge's error") {
    SandboxRequest r;
    r.program = "/nonexistent/program";
    CHECK_THROWS_AS(runner->run(r), JudgeError);
}

TEST_CASE_FIXTURE(Fixture, "a helper killed while idle is replaced") {
    REQUIRE(run({"echo"}, "before").stdout_data == "before");
    // Our children are the helpers: kill them, and wait until they are gone.
    std::vector<pid_t> helpers = helper_pids();
    REQUIRE_FALSE(helpers.empty());
    for (pid_t pid : helpers)
        ::kill(pid, SIGKILL);
    for (pid_t pid : helpers)
        for (int i = 0; i < 200; ++i) {
            std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
            std::string skip, state;
            stat >> skip >> skip >> state;
            if (!stat || state == "Z") break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    CHECK(run({"echo"}, "after").stdout_data == "after");
}

TEST_CASE_FIXTURE(Fixture, "retired idle helpers are stopped, the next run starts a new one") {
    REQUIRE(run({"echo"}, "before").stdout_data == "before");
    const std::vector<pid_t> before = helper_pids();
    REQUIRE(before.size() == 1);
    runner->retire_idle_helpers();
    CHECK(helper_pids().empty());  // killed and waited for
    CHECK(run({"echo"}, "after").stdout_data == "after");
    const std::vector<pid_t> after = helper_pids();
    REQUIRE(after.size() == 1);
    CHECK(after[0] != before[0]);
}

TEST_CASE("the folders of helpers whose judge was killed are removed by the next runner, at its first run") {
    fs::path tmp = fs::temp_directory_path() / ("judge-stale-test-" + std::to_string(::getpid()));
    const fs::path own = tmp / ("judge-" + std::to_string(::geteuid()));  // the private folder under that TMPDIR
    const fs::path dead = own / "judge-helper-abcdef", live = own / "judge-helper-ghijkl",
                   young = own / "judge-helper-mnopqr";
    fs::create_directories(dead / "work" / "left");
    std::ofstream(dead / "lock").put('\n');  // nobody holds it: its judge is gone
    fs::create_directories(live / "work");
    std::ofstream(live / "lock").put('\n');
    const int held = ::open((live / "lock").c_str(), O_RDONLY | O_CLOEXEC);  // a live judge's
    REQUIRE(::flock(held, LOCK_EX) == 0);
    fs::create_directories(young);  // another judge's, its lock not made yet
    const SandboxRequest exit_run = probe_run({"exit", "0"}, 2000, 5000);  // the probe built before TMPDIR moves
    const char* old = std::getenv("TMPDIR");
    const std::string saved = old ? old : "";
    ::setenv("TMPDIR", tmp.c_str(), 1);
    make_sandbox(SandboxCaps{}, "/proc/self/exe")->run(exit_run);
    if (old)
        ::setenv("TMPDIR", saved.c_str(), 1);
    else
        ::unsetenv("TMPDIR");
    CHECK_FALSE(fs::exists(dead));
    CHECK(fs::exists(live / "work"));
    CHECK(fs::exists(young));
    ::close(held);
    fs::remove_all(tmp);
}
