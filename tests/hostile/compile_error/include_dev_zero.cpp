// Includes an endless file: the compiler runs under limits (memory, CPU,
// diagnostics), so this ends as CE instead of hanging the judge.
#include "/dev/zero"
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { return graph.size(); }
};
