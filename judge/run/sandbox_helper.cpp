#include "sandbox_helper.hpp"

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "helper_server.hpp"
#include "sandbox_caps.hpp"
#include "user_namespace.hpp"

namespace judge {

void helper_fail(const std::string& what) {
    std::fprintf(stderr, "judge sandbox helper: %s: %s\n", what.c_str(), std::strerror(errno));
    std::_Exit(3);
}

namespace {

void write_file(const std::string& file, const char* value) {
    int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0 || ::write(fd, value, std::strlen(value)) != static_cast<ssize_t>(std::strlen(value)))
        helper_fail("write " + std::string(value) + " to " + file);
    ::close(fd);
}

// The runs are born in our cgroups (joining them cost a run about 0.1 ms in
// a prototype, a fifth of a process start): we join them once. Each run
// must be the OOM killer's first choice there, not us: we raise our own
// score just before cloning it (it inherits the score) and lower it again
// once it has executed. Raising needs no privilege; lowering back to where
// we started neither (only going below needs CAP_SYS_RESOURCE, which root
// in a container often lacks).
void join_cgroups(HelperOptions& options) {
    for (const auto& dir : options.cgroups)
        write_file(dir + "/cgroup.procs", "0");
    if (!options.cgroups.empty()) {
        options.oom_fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        if (options.oom_fd < 0) helper_fail("open /proc/self/oom_score_adj");
    }
}

// `path` (absolute) made under `root`: its folders, and the last part a
// folder or an empty file as `folder` says (a mount point).
void make_mount_point(const std::string& root, const std::string& path, bool folder) {
    std::string at = root;
    for (std::size_t from = 1; from < path.size();) {
        std::size_t slash = path.find('/', from);
        if (slash == std::string::npos) slash = path.size();
        at += "/" + path.substr(from, slash - from);
        const bool last = slash >= path.size();
        if (last && !folder) {
            const int fd = ::open(at.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0444);
            if (fd < 0) helper_fail("make " + at);
            ::close(fd);
        } else if (::mkdir(at.c_str(), 0755) != 0 && errno != EEXIST) {
            helper_fail("make " + at);
        }
        from = slash + 1;
    }
}

// What the runs may see of the machine (an interpreter and its library),
// bound read-only into the new root at the same paths, and the root's links.
void show_in_root(const std::string& root, const HelperOptions& options) {
    for (const auto& link : options.links) {
        const std::size_t equals = link.find('=');
        if (equals == std::string::npos) helper_fail("a link without a target: " + link);
        const std::string at = root + link.substr(0, equals);
        if (::symlink(link.substr(equals + 1).c_str(), at.c_str()) != 0 && errno != EEXIST)
            helper_fail("make the link " + at);
    }
    for (const auto& path : options.visible) {
        struct stat st{};
        if (path.empty() || path[0] != '/' || ::stat(path.c_str(), &st) != 0) helper_fail("see " + path);
        const std::string at = root + path;
        make_mount_point(root, path, S_ISDIR(st.st_mode));
        if (::mount(path.c_str(), at.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0) helper_fail("bind " + path);
        if (::mount(nullptr, at.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) !=
            0)
            helper_fail("make " + path + " read-only");
    }
}

// An empty tmpfs becomes the root, read-only, holding /work: a tmpfs of its
// own (nobody's, the only writable place, emptied after each run), and what
// the runs may see of the machine (show_in_root).
// Returns a descriptor of a procfs of our PID namespace, seen by us alone
// (mounted, opened, then detached before any run exists), or -1.
int enter_empty_root(const std::string& mount_point, bool memory_cgroup, const HelperOptions& options) {
    const unsigned run_id = options.run_id;
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) helper_fail("make / private");
    const std::string root_options =
        "size=64k,nr_inodes=" + std::to_string(16 + 8 * (options.visible.size() + options.links.size())) + ",mode=755";
    if (::mount("judge-root", mount_point.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, root_options.c_str()) != 0)
        helper_fail("mount a tmpfs on " + mount_point);
    const std::string work = mount_point + "/work", old = mount_point + "/old";
    if (::mkdir(work.c_str(), 0700) != 0 || ::mkdir(old.c_str(), 0700) != 0) helper_fail("make the root's folders");
    // Without a memory cgroup, files a run deletes before it ends are memory
    // no one counts: the folder is kept small (16 MiB) to bound that.
    const char* work_options = memory_cgroup ? "size=64m,nr_inodes=4096,mode=700" : "size=16m,nr_inodes=4096,mode=700";
    if (::mount("judge-work", work.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, work_options) != 0)
        helper_fail("mount a tmpfs on " + work);
    if (::chown(work.c_str(), run_id, run_id) != 0) helper_fail("give /work to the runs' user");
    // For the peak memory of a session's calls (/proc/PID/status, clear_refs).
    const std::string proc = mount_point + "/proc";
    int proc_fd = -1;
    if (::mkdir(proc.c_str(), 0500) == 0 &&
        ::mount("proc", proc.c_str(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0)
        proc_fd = ::open(proc.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    show_in_root(mount_point, options);
    if (::syscall(SYS_pivot_root, mount_point.c_str(), old.c_str()) != 0) helper_fail("pivot_root");
    if (::chdir("/") != 0 || ::umount2("/old", MNT_DETACH) != 0 || ::rmdir("/old") != 0) helper_fail("drop the old root");
    ::umount2("/proc", MNT_DETACH);
    ::rmdir("/proc");
    // In a user namespace the run owns "/" too: read-only, it keeps nothing there.
    if (::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
        helper_fail("make the root read-only");
    return proc_fd;
}

}  // namespace

int sandbox_helper_main(int argc, char** argv) {
    HelperOptions options;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--work" && i + 1 < argc)
            options.work = argv[++i];
        else if (a == "--namespaces")
            options.namespaces = true;
        else if (a == "--seccomp")
            options.seccomp = true;
        else if (a == "--landlock")
            options.landlock = true;
        else if (a == "--userns")
            options.userns = options.namespaces = true;
        else if (a == "--id" && i + 1 < argc)
            options.run_id = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
        else if (a == "--cgroup" && i + 1 < argc)
            options.cgroups.push_back(argv[++i]);
        else if (a == "--show" && i + 1 < argc)
            options.visible.push_back(argv[++i]);
        else if (a == "--link" && i + 1 < argc)
            options.links.push_back(argv[++i]);
        else {
            std::fprintf(stderr, "judge sandbox helper: unknown argument %s\n", a.c_str());
            return 2;
        }
    }
    if (options.work.empty()) {
        std::fprintf(stderr, "judge sandbox helper: --work DIR is required\n");
        return 2;
    }
    // Nothing of the judge's parent reaches us or our runs (Boost.Process
    // 1.81 closes only descriptors above its own pipe). The socket arrives
    // as stdin; stdin becomes /dev/null.
    if (::syscall(SYS_close_range, 3U, ~0U, 0U) != 0) helper_fail("close inherited descriptors");
    const int socket = ::fcntl(0, F_DUPFD_CLOEXEC, 3);
    const int null = ::open("/dev/null", O_RDONLY);
    if (socket < 0 || null < 0 || ::dup2(null, 0) < 0) helper_fail("set up the socket");
    ::close(null);
    // No PR_SET_PDEATHSIG here: it fires when the judge's thread that started
    // us ends, not the judge. The judge's end closes the socket instead.
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_IGN);

    if (options.namespaces) {
        if (options.userns && enter_user_namespace() != 0) helper_fail("make a user namespace");
        if (::unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0)
            helper_fail("make namespaces");
        // The next child is pid 1 of the new PID namespace: it serves; this
        // process only waits for it and dies with the judge.
        pid_t server = ::fork();
        if (server < 0) helper_fail("fork");
        if (server > 0) {
            ::close(socket);
            int status = 0;
            while (::waitpid(server, &status, 0) < 0 && errno == EINTR) {
            }
            return WIFEXITED(status) ? WEXITSTATUS(status) : 3;
        }
        if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) helper_fail("prctl");  // our parent has one thread
        join_cgroups(options);
        options.proc_fd = enter_empty_root(options.work, !options.cgroups.empty(), options);
        options.work = "/work";
    } else {
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
        options.proc_fd = ::open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    }
    return HelperServer(socket, options).serve();
}

}  // namespace judge
