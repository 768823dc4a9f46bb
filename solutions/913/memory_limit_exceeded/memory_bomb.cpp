// Allocates and touches memory until it is stopped.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<vector<char>> blocks;
        for (;;) blocks.emplace_back(1 << 20, static_cast<char>(graph.size()));
        return blocks.size();
    }
};
