// Never stops computing.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        volatile unsigned long long x = graph.size();
        for (;;) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return 0;
    }
};
