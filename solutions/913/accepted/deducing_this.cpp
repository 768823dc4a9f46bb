// Retrograde analysis from the decided positions, written with C++23's
// deducing this (a recursive lambda that names itself as its first
// parameter), as LeetCode's clang compiles it. g++ 12 does not know the
// feature: under --compiler gcc this is a CE whose headline says so.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size();
        // result[mouse][cat][turn]: 0 unknown, 1 mouse wins, 2 cat wins; turn 0 = the mouse moves.
        vector<vector<array<int, 2>>> result(n, vector<array<int, 2>>(n, {0, 0}));
        vector<vector<array<int, 2>>> moves_left(n, vector<array<int, 2>>(n, {0, 0}));
        for (int m = 0; m < n; ++m)
            for (int c = 1; c < n; ++c) {
                moves_left[m][c][0] = graph[m].size();
                moves_left[m][c][1] = ranges::count_if(graph[c], [](int x) { return x != 0; });
            }
        deque<tuple<int, int, int>> decided;
        auto settle = [&](int m, int c, int t, int who) {
            result[m][c][t] = who;
            decided.emplace_back(m, c, t);
        };
        for (int c = 1; c < n; ++c)
            for (int t = 0; t < 2; ++t) {
                settle(0, c, t, 1);
                settle(c, c, t, 2);
            }
        // Every position whose move leads into (m, c, t): the previous turn's mover's choices.
        auto spread = [&](this auto&& self) -> void {
            if (decided.empty()) return;
            auto [m, c, t] = decided.front();
            decided.pop_front();
            const int who = result[m][c][t];
            const int prev = 1 - t;
            const vector<int>& from = prev == 0 ? graph[m] : graph[c];
            for (int p : from) {
                const int pm = prev == 0 ? p : m, pc = prev == 0 ? c : p;
                if (pc == 0 || result[pm][pc][prev] != 0) continue;
                const bool mover_wins = (prev == 0 && who == 1) || (prev == 1 && who == 2);
                if (mover_wins || --moves_left[pm][pc][prev] == 0) settle(pm, pc, prev, who);
            }
            self();
        };
        while (!decided.empty()) spread();
        return result[1][2][0];
    }
};
