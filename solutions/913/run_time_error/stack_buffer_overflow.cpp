// A local array written past its end through a pointer: the loop runs to
// the graph's size times 100, the array holds 8. The plain run smashes its own stack and
// dies (RE); the sanitized re-run names a stack-buffer-overflow here.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        int seen[8] = {};
        int* mark = seen;  // through a pointer: no bound the compiler knows
        const int n = static_cast<int>(graph.size()) * 100;
        for (int i = 0; i < n; ++i)
            mark[i & 1023] = i;  // <- the bug
        return seen[1] % 3;
    }
};
