// Tries to forge --mode leetcode's measurements: switches off a profiling
// timer, writes completion records claiming 1 µs and 1000 KiB (the old
// format and the new) for this call and the next hundred to every descriptor
// it may write, then computes for 1.2 s of CPU time and answers. TLE in
// both modes: the judge measures from outside, from one answer to the next.
// A record written early can only make a guessed answer the test's (which
// needs no forging); the computation is charged to the next test, or, after
// the last, to the last: no CPU time goes uncharged.
#include <fcntl.h>
#include <sys/time.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        itimerval off{};
        setitimer(ITIMER_PROF, &off, nullptr);
        string forged;
        for (int i = 0; i < 100; ++i)
            forged += "@@start " + to_string(i) + "\n@@done " + to_string(i) + " 1 1000\n0\n@@done " + to_string(i) +
                      " 2\n0\n";
        for (int fd = 1; fd < 64; ++fd)
            if (fcntl(fd, F_GETFD) >= 0) (void)!write(fd, forged.data(), forged.size());
        timespec t{};
        volatile unsigned long sink = 0;
        do {
            for (int i = 0; i < 100000; ++i) sink += i;
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        } while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < 1200);
        return graph.size() > 100 ? 0 : 2;
    }
};
