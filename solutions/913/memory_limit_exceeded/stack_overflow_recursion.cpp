// Recursion with no base case: every call needs a new frame until the
// stack runs out: the stack may grow as far as the memory limit, so the
// plain run is MLE; submit --sanitize names the stack overflow.
class Solution {
    int depth(int node, vector<vector<int>>& graph) {
        volatile int here = node;
        return depth(graph[here].empty() ? 0 : graph[here][0], graph) + here;  // <- the bug
    }

public:
    int catMouseGame(vector<vector<int>>& graph) { return depth(1, graph) % 3; }
};
