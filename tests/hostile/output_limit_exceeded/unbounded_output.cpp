// Prints for ever.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        for (;;) printf("%zu the mouse runs around the house\n", graph.size());
        return 0;
    }
};
