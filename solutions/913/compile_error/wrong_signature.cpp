// Compiles on its own, but the method takes the wrong parameter type: the
// judge must say which signature it expected.
class Solution {
public:
    int catMouseGame(vector<int>& graph) { return graph.size() > 0 ? 0 : 1; }
};
