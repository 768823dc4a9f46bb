#include "sandbox_caps.hpp"

#include <linux/capability.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "cgroup.hpp"
#include "idle_watch.hpp"
#include "landlock.hpp"
#include "run_identity.hpp"
#include "user_namespace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// A writable cgroup v1 hierarchy for `controller`, or empty.
fs::path v1_hierarchy(const std::string& controller, std::string& note) {
    fs::path dir = fs::path("/sys/fs/cgroup") / controller;
    std::error_code ec;
    if (!fs::exists(dir / "cgroup.procs", ec)) {
        note = "no cgroup v1 " + controller + " hierarchy";
        return {};
    }
    if (::access(dir.c_str(), W_OK) != 0) {
        note = "cgroup " + controller + " hierarchy not writable (not root)";
        return {};
    }
    return dir;
}

}  // namespace

bool landlock_available() { return landlock_abi() >= 1; }

// Root that may make namespaces, mount, chown and change user: in a
// container without privileges root lacks CAP_SYS_ADMIN, and the judge then
// takes the unprivileged path instead of failing every run.
bool privileged_root(std::string& note) {
    if (::geteuid() != 0) return false;
    std::ifstream status("/proc/self/status");
    unsigned long long effective = 0;
    for (std::string line; std::getline(status, line);)
        if (line.rfind("CapEff:", 0) == 0) effective = std::stoull(line.substr(7), nullptr, 16);
    std::string missing;
    const std::pair<int, const char*> needed[] = {
        {CAP_SYS_ADMIN, "CAP_SYS_ADMIN"}, {CAP_SETUID, "CAP_SETUID"}, {CAP_SETGID, "CAP_SETGID"}, {CAP_CHOWN, "CAP_CHOWN"}};
    for (const auto& [cap, name] : needed)
        if (!(effective & (1ULL << cap))) missing += (missing.empty() ? "" : ", ") + std::string(name);
    if (missing.empty()) return true;
    note = "root without " + missing + " (a container without privileges?)";
    return false;
}

std::string probe_user_namespaces() {
    const pid_t child = ::fork();
    if (child < 0) return std::string("fork: ") + std::strerror(errno);
    if (child == 0) {
        // What the helper does, up to its empty root (system calls only: we may have threads).
        const int step = enter_user_namespace() != 0 ? 1
                         : ::unshare(CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0 ? 2
                         : ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ? 3
                         : ::mount("judge-probe", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=1m") != 0 ? 4
                                                                                                        : 0;
        ::_exit(step);
    }
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
    const int step = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    return step == 1   ? "the kernel refuses unprivileged user namespaces (a container, or Ubuntu's AppArmor restriction)"
           : step == 2 ? "no PID, network, IPC or UTS namespace inside a user namespace"
           : step >= 3 ? "no tmpfs mount inside a user namespace"
                       : "the probe died";
}

SandboxCaps detect_sandbox() {
    SandboxCaps caps;
    caps.root = privileged_root(caps.root_note);
    // Asking for the current seccomp mode tells whether the kernel has it.
    caps.seccomp = ::prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
    caps.landlock_abi = landlock_abi();
    caps.landlock = caps.landlock_abi > 0;
    if (!caps.root) {
        // JUDGE_USERNS=0 takes the path of machines that refuse them (tests, comparisons).
        const char* wanted = std::getenv("JUDGE_USERNS");
        caps.userns_note = wanted && std::string(wanted) == "0" ? "JUDGE_USERNS=0" : probe_user_namespaces();
        caps.userns = caps.userns_note.empty();
    }
    if (!caps.root) {  // the sandbox helper joins them as pid 1 of its own namespaces
        caps.cgroup_note = caps.root_note.empty() ? "cgroups need root" : "cgroups need root's namespaces; here: " + caps.root_note;
        return caps;
    }
    std::string pids_note;
    caps.memory_cgroup = v1_hierarchy("memory", caps.cgroup_note);
    caps.pids_cgroup = v1_hierarchy("pids", pids_note);
    if (caps.cgroup_note.empty()) caps.cgroup_note = pids_note;
    if (!caps.memory_cgroup.empty() && !caps.pids_cgroup.empty()) return caps;
    // No (complete) v1: the unified hierarchy, where it has both controllers.
    if (fs::path v2 = find_cgroup_v2(); !v2.empty()) {
        if (std::string why = prepare_cgroup_v2(v2); why.empty()) {
            caps.memory_cgroup = caps.pids_cgroup = v2;
            caps.cgroup_v2 = true;
            caps.cgroup_note.clear();
        } else {
            caps.cgroup_note += "; " + why;
        }
    }
    return caps;
}

std::vector<std::string> SandboxCaps::describe() const {
    auto where = [this](const fs::path& hierarchy) {
        return hierarchy.empty() ? std::string() : std::string(cgroup_v2 ? " (v2, " : " (v1, ") + hierarchy.string() + ")";
    };
    const bool spaces = root || userns;
    const std::string why_no_spaces = (root_note.empty() ? "not root" : root_note) +
                                      (userns_note.empty() ? "" : "; no user namespace: " + userns_note);
    auto line = [](bool on, const std::string& what, const std::string& why_off) {
        return std::string(on ? "on   " : "off  ") + what + (on ? "" : ": " + why_off);
    };
    return {
        line(spaces,
             std::string(root ? "" : "a user namespace of our own (as bubblewrap makes), holding ") +
                 "namespaces: PID, network, IPC and UTS per sandbox helper (made once per submission and worker; "
                 "each run alone in it, under the helper as pid 1, and whatever a run leaves killed after it), "
                 "a new mount namespace per run",
             why_no_spaces),
        line(spaces || landlock,
             spaces ? "an empty read-only root file system holding only /work (a tmpfs, emptied after each run): "
                      "no tests, answers or sources in sight; the program is run from a descriptor"
                    : "file system limited to the program and its folder (Landlock): no tests or answers in sight",
             "needs root, a user namespace, or a kernel with Landlock"),
        line(spaces,
             root ? "a user and group of each helper's own for its runs (a reserved id from " +
                        std::to_string(reserved_id_base()) + ", none else holds it; JUDGE_ID_BASE), not dumpable"
                  : "the solution is nobody in its user namespace, with no capabilities (outside: your own user, "
                    "whose other processes can reach it)",
             why_no_spaces),
        line(seccomp,
             std::string("system-call filter: no sockets, no new processes, no ptrace or mount, no signals, limits, "
                         "priorities or pidfds aimed at others, no memfd, no chmod/chown/utime/xattr") +
                 (spaces ? " (loaded once by the helper, inherited by each run)" : " (loaded by each run)"),
             "the kernel has no seccomp"),
        line(!memory_cgroup.empty(),
             "memory limit and peak of the whole run (its files in memory included) through the memory cgroup" +
                 where(memory_cgroup),
             cgroup_note + "; the address-space limit stands in (memory reserved and never touched counts)" +
                 (spaces ? ", and what a run leaves in its tmpfs folder is added to its peak" : "")),
        line(!pids_cgroup.empty() || userns,
             pids_cgroup.empty() ? "thread and process count limit (" + std::to_string(k_max_tasks) +
                                       ") through RLIMIT_NPROC, counted in the user namespace"
                                 : "process-count limit through the pids cgroup" + where(pids_cgroup),
             cgroup_note),
        line(true, "CPU time of all threads, wall-clock backstop, file-size limit, no core dumps, own process group",
             ""),
        line(landlock,
             "compile step (Landlock ABI " + std::to_string(landlock_abi) +
                 "): g++ sees the toolchain, the system headers, the solution and its scratch folder; "
                 "no tests, answers or home, no TCP, no signals out; stopped once it waits " +
                 std::to_string(k_idle_limit.count()) + " s without using the CPU" +
                 (root ? "; as a reserved id of its own, no capability, in a mount namespace of those paths alone"
                       : ""),
             "the kernel has no Landlock: g++ reads what the judge's user can"),
    };
}

std::string SandboxCaps::missing() const {
    std::string out;
    auto add = [&](bool on, const std::string& what) {
        if (!on) out += (out.empty() ? "" : ", ") + what;
    };
    const bool spaces = root || userns;
    const std::string why = root_note.empty() ? "not root" : root_note;
    add(spaces, landlock ? "namespaces and unprivileged user (" + why + ", no user namespace: " + userns_note +
                               "; Landlock hides the file system)"
                         : "namespaces, empty root and unprivileged user (" + why + ", no user namespace: " +
                               userns_note + ")");
    add(spaces || landlock, "file-system isolation");
    add(seccomp, "system-call filter");
    add(landlock, "compile-step confinement");
    add(!memory_cgroup.empty(), "memory cgroup");
    add(!pids_cgroup.empty() || userns, "thread limit");
    return out;
}

}  // namespace judge
