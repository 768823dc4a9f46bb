// Four threads spinning: CPU time is counted over all of them.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<thread> spinners;
        atomic<long> sink{0};
        for (int i = 0; i < 4; ++i)
            spinners.emplace_back([&] { for (;;) sink += graph.size(); });
        for (auto& t : spinners) t.join();
        return 0;
    }
};
