// Prints terminal control sequences that would draw a fake "AC 2/2" and
// clear the screen, and bytes that are not UTF-8, on stderr and into its
// answer. The report must show them made visible, and every report (JSON
// among them) must still be written. Answers 3, never right.
#include <fcntl.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const char fake[] = "\x1b[2J\x1b[H\x1b[1;32mAC 2/2\x1b[0m \xff\xfe\xc3\x28 \r\x08\x07\n";
        fputs(fake, stderr);
        // The answer descriptor: the lowest open one past stdio.
        for (int fd = 3; fd < 64; ++fd)
            if (fcntl(fd, F_GETFD) >= 0) {
                write(fd, fake, sizeof fake - 2);
                break;
            }
        return 3;
    }
};
