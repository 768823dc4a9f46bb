// Burns BURN_MS of CPU (a macro set by the benchmark), then answers the
// 913 example [[1,3],[0],[3],[0,2]] rightly (the mouse wins).
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        auto start = clock();
        volatile unsigned long x = graph.size();
        while ((clock() - start) * 1000 < BURN_MS * CLOCKS_PER_SEC) x = x * 6364136223846793005UL + 1;
        return 1;
    }
};
