// The real runner, with real (small, standard) programs.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <sstream>

#include "run_identity.hpp"
#include "test_skip.hpp"
#include "tool_runner.hpp"

using namespace judge;

namespace {

RunOutcome run_shell(const std::string& script, std::int64_t wall_ms = 5000, std::int64_t output = 1 << 20,
                     const std::string& input = "") {
    ToolRequest r;
    r.program = "/bin/sh";
    r.args = {"-c", script};
    r.wall_limit_ms = wall_ms;
    r.cpu_limit_ms = 10'000;
    r.output_limit_bytes = output;
    r.stdin_data = input;
    return make_tool_runner()->run(r);
}

}  // namespace

TEST_CASE("stdin goes in through a pipe, stdout and stderr come back apart") {
    auto o = run_shell("cat; echo oops >&2", 5000, 1 << 20, "hello\nworld\n");
    CHECK(o.stdout_data == "hello\nworld\n");
    CHECK(o.stderr_data == "oops\n");
    CHECK(o.exit_code == 0);
    CHECK_FALSE(o.signal);
    CHECK(o.memory_kib > 0);
}

TEST_CASE("a large input that is never read does not block") {
    auto o = run_shell("exit 0", 5000, 1 << 20, std::string(8 << 20, 'x'));
    CHECK(o.exit_code == 0);
}

TEST_CASE("exit codes and signals are reported") {
    CHECK(run_shell("exit 3").exit_code == 3);
    auto o = run_shell("kill -SEGV $$");
    CHECK(o.signal == SIGSEGV);
    CHECK_FALSE(o.exit_code);
}

TEST_CASE("the wall-clock backstop kills the whole group") {
    auto o = run_shell("sleep 30 & sleep 30", 300);
    CHECK(o.wall_timeout);
    CHECK(o.signal == SIGKILL);
    CHECK(o.wall_us < 5'000'000);  // the background sleep did not hold the pipes
}

TEST_CASE("output past the limit stops the run") {
    auto o = run_shell("while :; do echo yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy; done", 10'000, 100'000);
    CHECK(o.output_exceeded);
    CHECK(o.stdout_data.size() <= 100'000);
}

TEST_CASE("stderr is kept up to its cap") {
    ToolRequest r;
    r.program = "/bin/sh";
    r.args = {"-c", "head -c 300000 /dev/zero | tr '\\0' e >&2"};
    r.stderr_keep_bytes = 1000;
    auto o = make_tool_runner()->run(r);
    CHECK(o.stderr_data.size() == 1000);
    CHECK(o.stderr_truncated);
}

TEST_CASE("CPU time is the child's own") {
    auto o = run_shell("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done");
    CHECK(o.cpu_us > 50'000);
    CHECK(o.cpu_us < o.wall_us + 50'000);
}

TEST_CASE("a program that cannot start is the judge's error") {
    ToolRequest r;
    r.program = "/nonexistent/program";
    CHECK_THROWS(make_tool_runner()->run(r));
}

namespace {

// A confined shell that may use the toolchain's folders and write `folder`.
RunOutcome run_confined_shell(const std::string& script, const std::filesystem::path& folder, bool as_root) {
    ToolRequest r;
    r.program = "/bin/sh";
    r.args = {"-c", script};
    r.working_dir = folder;
    r.wall_limit_ms = 120'000;
    r.cpu_limit_ms = 10'000;
    FileAccess access;
    for (const char* dir : {"/usr/bin", "/usr/lib", "/usr/lib64"})
        access.emplace_back(dir, LandlockAccess::read_execute);
    access.emplace_back("/dev/null", LandlockAccess::read);
    access.emplace_back(folder, LandlockAccess::write);
    return run_confined_tool(r, access, as_root);
}

std::filesystem::path fresh_folder(const char* name) {
    auto dir = std::filesystem::temp_directory_path() / (std::string(name) + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

}  // namespace

TEST_CASE("a confined tool that only waits is stopped once idle, not at its wall limit") {
    const auto dir = fresh_folder("judge-idle-test");
    auto o = run_confined_shell("exec sleep 100000", dir, false);
    CHECK(o.idle_timeout);
    CHECK_FALSE(o.wall_timeout);
    auto busy = run_confined_shell("i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done", dir, false);
    CHECK_FALSE(busy.idle_timeout);
    CHECK(busy.exit_code == 0);
    std::filesystem::remove_all(dir);
}

TEST_CASE("as root a confined tool is a reserved id with no capability, sees its access list alone, and its "
          "folder is root's again after it") {
    if (::geteuid() != 0) return skip_test("needs root");
    const auto dir = fresh_folder("judge-jail-test");
    auto o = run_confined_shell(
        "id -u; id -g; grep -E '^(CapEff|CapPrm|NoNewPrivs)' /proc/self/status || echo no-proc; "
        "ls / | tr '\\n' ' '; echo; echo made > made; chmod 4777 made; mkfifo fifo; ln -s /etc/passwd link; "
        "chown 0:0 made 2>/dev/null && echo chowned; "
        "ls /etc >/dev/null 2>&1 && echo etc-seen; exit 0",
        dir, true);
    CHECK(o.exit_code == 0);
    std::istringstream out(o.stdout_data);
    unsigned uid = 0, gid = 0;
    out >> uid >> gid;
    CHECK(uid >= reserved_id_base());
    CHECK(uid < reserved_id_base() + k_reserved_id_count);
    CHECK(gid == uid);
    CHECK(o.stdout_data.find("no-proc") != std::string::npos);  // no /proc in its view
    CHECK(o.stdout_data.find("etc-seen") == std::string::npos);
    CHECK(o.stdout_data.find("chowned") == std::string::npos);  // no CAP_CHOWN
    CHECK(o.stdout_data.find("root") == std::string::npos);  // not in `ls /`
    struct stat st {};
    REQUIRE(::lstat((dir / "made").c_str(), &st) == 0);
    CHECK(st.st_uid == 0);
    CHECK((st.st_mode & 07777) == 0755);  // no set-uid bit, nothing writable by others
    CHECK_FALSE(std::filesystem::exists(dir / "fifo"));
    CHECK_FALSE(std::filesystem::is_symlink(dir / "link"));
    REQUIRE(::stat(dir.c_str(), &st) == 0);
    CHECK(st.st_uid == 0);
    CHECK_FALSE(id_in_use(uid));  // nothing of it is left running
    std::filesystem::remove_all(dir);
}
