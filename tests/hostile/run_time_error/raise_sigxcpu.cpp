// Raises SIGXCPU at once, with no CPU time spent: not a TLE (the judge
// measures time, it does not read it off a signal). RE.
#include <csignal>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        raise(SIGXCPU);
        return 0;
    }
};
