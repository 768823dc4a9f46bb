// The path-draw minimax of minimax_path_draw.cpp, repeated a fixed n rounds
// instead of until the table stops changing (published with n, n + 1 and 50).
// Each round settles at least the shallowest position still wrongly a draw,
// so it is wrong only where more than n rounds are needed. Long filed as
// accepted (annealing for inputs where it errs, problems/913-*/published.hpp
// variant rounds-n, seeds 1..6 at n = 10 and 14, a million steps each, and
// 20 000 cases of bin/judge stress found none); broken by hack/grow-hole-n50,
// a forced mouse win in 321 plies at n = 50, where 50 rounds leave the start
// a draw.
class Solution {
    static constexpr int k_unknown = -1, k_draw = 0, k_mouse = 1, k_cat = 2;
    vector<vector<int>>* g;
    vector<vector<array<int, 2>>> memo;
    vector<vector<array<char, 2>>> on_path;

    int search(int mouse, int cat, int turn) {
        if (mouse == 0) return k_mouse;
        if (mouse == cat) return k_cat;
        int& r = memo[mouse][cat][turn];
        if (r != k_unknown) return r;
        if (on_path[mouse][cat][turn]) return k_draw;  // a cycle: a draw, for now
        on_path[mouse][cat][turn] = 1;
        const int me = turn == 0 ? k_mouse : k_cat, other = turn == 0 ? k_cat : k_mouse;
        int best = other;
        for (int next : (*g)[turn == 0 ? mouse : cat]) {
            if (turn == 1 && next == 0) continue;
            int v = turn == 0 ? search(next, cat, 1) : search(mouse, next, 0);
            if (v == me) {
                best = me;
                break;
            }
            if (v == k_draw) best = k_draw;
        }
        on_path[mouse][cat][turn] = 0;
        return r = best;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size();
        g = &graph;
        memo.assign(n, vector<array<int, 2>>(n, {k_unknown, k_unknown}));
        on_path.assign(n, vector<array<char, 2>>(n, {0, 0}));
        for (int round = 0; round < n; ++round) {
            // Forget the draws and search again from the start.
            for (auto& row : memo)
                for (auto& cell : row)
                    for (int& v : cell)
                        if (v == k_draw) v = k_unknown;
            search(1, 2, 0);
        }
        return memo[1][2][0];
    }
};
