// Includes the compiler's own stderr: a pipe the compiler itself would have
// to write, so reading it only waits (it held a judge for the 90 s wall
// limit). As root the compile step's view has no /dev/stderr; elsewhere
// the idle rule stops a compile whose CPU clock stands still: CE, promptly.
#include "/dev/stderr"
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { return graph.size(); }
};
