// A published family: depth-first minimax where a position already on the
// search path counts as a draw for now; every stored draw is forgotten and
// the search repeated until the whole table stops changing. Right, though it
// looks like the wrong ones beside it (wrong_answer/minimax_*.cpp stop
// earlier): a stored win or loss never leans on a tentative draw (a draw can
// only make the mover's result a draw, never a win), and each round settles
// the shallowest position still wrongly a draw, whose deciding children are
// already stored. Searched for a counterexample and found none: 2 million
// random graphs (n 4..14, shuffled lists) and annealing toward long games at
// n 10..12 (bin/judge stress, 20 000 cases; problems/913-*/published.hpp).
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
        for (;;) {
            auto before = memo;
            // Forget the draws and search again from the start.
            for (auto& row : memo)
                for (auto& cell : row)
                    for (int& v : cell)
                        if (v == k_draw) v = k_unknown;
            search(1, 2, 0);
            if (memo == before) break;
        }
        return memo[1][2][0];
    }
};
