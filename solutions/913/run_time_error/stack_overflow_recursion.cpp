// Recursion with no base case: every call needs a new frame until the
// stack (as large as the memory limit) runs out.
class Solution {
    int depth(int node, vector<vector<int>>& graph) {
        volatile int here = node;
        return depth(graph[here].empty() ? 0 : graph[here][0], graph) + here;  // <- the bug
    }

public:
    int catMouseGame(vector<vector<int>>& graph) { return depth(1, graph) % 3; }
};
