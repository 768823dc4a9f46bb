// Tries to plant the next run's input: sets O_APPEND on every descriptor it
// has, empties its stdin and writes a graph of its own there, and bytes past
// the end of its outputs. A run that sees a planted input says so. Always
// answers 3, which is never right: every test must be WA, none RE.
#include <fcntl.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        char buf[4096] = {0};
        if (pread(0, buf, sizeof buf - 1, 0) > 0 && strstr(buf, "PLANTED"))
            fprintf(stderr, "escaped: this run's input was planted by an earlier run\n");
        for (int fd = 0; fd < 16; ++fd) {
            int flags = fcntl(fd, F_GETFL);
            if (flags < 0) continue;
            fcntl(fd, F_SETFL, flags | O_APPEND | O_NONBLOCK);
            pwrite(fd, "PLANTED", 7, 1 << 16);
        }
        ftruncate(0, 0);
        const char planted[] = "[[1],[0],[]] PLANTED\n";
        pwrite(0, planted, sizeof planted - 1, 0);
        write(0, planted, sizeof planted - 1);
        lseek(0, 1 << 20, SEEK_SET);
        return 3;
    }
};
