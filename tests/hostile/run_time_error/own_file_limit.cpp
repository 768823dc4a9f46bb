// Lowers its own file-size limit to one byte, then prints: SIGXFSZ after a
// dozen bytes, far from the output limit. Not an OLE (the judge measures the
// output). RE.
#include <sys/resource.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        rlimit one{1, 1};
        setrlimit(RLIMIT_FSIZE, &one);
        printf("hello, world\n");
        fflush(stdout);
        return 0;
    }
};
