// Leaves a chain of folders 3000 deep (past the usual 1024 descriptors) in its working folder, with a file and
// a folder of mode 000 at each level and the chain's folders writable but not
// listable (mode 0300): emptying the folder after the run held a descriptor a
// level and ran out of them (the helper failed, the judge with it). Answers
// 3, never right: WA, and nothing left behind. Under Landlock (the judge
// without root or namespaces) every access walks the whole path: 3000
// levels cost seconds of CPU there, so it stops digging after half a second
// (as deep as that allows: 1000 levels and more where the time goes).
#include <fcntl.h>
#include <ctime>
#include <sys/stat.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        for (int level = 0; level < 3000; ++level) {
            const int file = open("locked", O_WRONLY | O_CREAT | O_CLOEXEC, 0);
            if (file >= 0) close(file);
            (void)mkdir("sealed", 0);
            if (mkdir("d", 0300) != 0 || chdir("d") != 0) break;
            if (clock() > CLOCKS_PER_SEC / 2) break;
        }
        return graph.size() > 100 ? 0 : 3;
    }
};
