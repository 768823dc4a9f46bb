// Wrong: claims the mouse always wins. Example 1 is a draw.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { return graph.empty() ? 0 : 1; }
};
