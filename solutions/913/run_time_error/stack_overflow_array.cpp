// A local array larger than the stack (the stack may grow as far as the
// memory limit, 256 MiB): the stack overflows as the method is entered.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {  // <- the bug
        volatile int seen[100'000'000];              // 400 MB on the stack
        seen[graph.size()] = 1;
        return seen[graph.size()] % 3;
    }
};
