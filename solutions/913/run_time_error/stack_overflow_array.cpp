// A local array larger than the stack (the stack may grow as far as the
// memory limit, 256 MiB): the first touch of it is past the stack's end.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        volatile int seen[100'000'000];  // 400 MB on the stack
        seen[graph.size()] = 1;  // <- the bug
        return seen[graph.size()] % 3;
    }
};
