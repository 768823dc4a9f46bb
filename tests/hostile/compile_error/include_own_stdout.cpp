// Includes the compiler's stdout through /proc: a pipe only the compiler
// would write, opened for reading, waits forever. CE, promptly (see
// include_stderr.cpp).
#include "/proc/self/fd/1"
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { return graph.size(); }
};
