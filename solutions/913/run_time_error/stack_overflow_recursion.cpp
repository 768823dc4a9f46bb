// Recursion with no base case: every call needs a new frame until the
// stack runs out: the stack may grow as far as the memory limit. It grows
// by small pages, each a fault: on a fast machine the memory limit comes
// first (MLE), where faults cost 20 us the time limit does (TLE); either is
// right (README: "Both limits"). submit --sanitize names the stack overflow.
class Solution {
    int depth(int node, vector<vector<int>>& graph) {
        volatile int here = node;
        return depth(graph[here].empty() ? 0 : graph[here][0], graph) + here;  // <- the bug
    }

public:
    int catMouseGame(vector<vector<int>>& graph) { return depth(1, graph) % 3; }
};
