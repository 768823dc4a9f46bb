// Does not compile: a missing semicolon.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        int n = graph.size()
        return n > 0 ? 0 : 1;
    }
};
