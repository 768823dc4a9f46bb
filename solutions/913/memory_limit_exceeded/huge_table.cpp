// A memo table sized for every (mouse, cat, turn, step) with no thought for
// the limit: 2^40 bytes (a terabyte) cannot be allocated at all, and the failed allocation
// is reported as memory, not as a crash.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<int> memo(size_t{1} << 38, -1);
        return memo[graph.size()] + 1;
    }
};
