// The same family as accepted/minimax_path_draw.cpp, as another write-up has it: the
// search is repeated while the mouse-to-move table changes (the cat-to-move
// table is not compared), and every draw, stored or tentative, is forgotten
// before each round. Stopping there is too early: what the cat-to-move table
// settled in the last round changes the mouse table in the next. Wrong on
// the hack tests minimax-mouse-*: the cat forces a win and this says draw.
class Solution {
    vector<vector<int>>* g;
    int memo[50][50][2];
    bool on_path[50][50][2];

    int dfs(int m, int c, int t) {
        if (m == 0) return 1;
        if (m == c) return 2;
        if (memo[m][c][t] != -1) return memo[m][c][t];
        if (on_path[m][c][t]) return 0;
        on_path[m][c][t] = true;
        int res = t == 0 ? 2 : 1;
        for (int x : (*g)[t == 0 ? m : c]) {
            if (t == 1 && x == 0) continue;
            int v = t == 0 ? dfs(x, c, 1) : dfs(m, x, 0);
            if (v == (t == 0 ? 1 : 2)) {
                res = v;
                break;
            }
            if (v == 0) res = 0;
        }
        on_path[m][c][t] = false;
        return memo[m][c][t] = res;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        g = &graph;
        const int n = graph.size();
        memset(memo, -1, sizeof memo);
        memset(on_path, 0, sizeof on_path);
        for (int round = 0; round < 4 * n * n; ++round) {
            int mouse_table[50][50];
            for (int m = 0; m < n; ++m)
                for (int c = 0; c < n; ++c) mouse_table[m][c] = memo[m][c][0];
            for (int m = 0; m < n; ++m)
                for (int c = 0; c < n; ++c)
                    for (int t = 0; t < 2; ++t)
                        if (memo[m][c][t] == 0) memo[m][c][t] = -1;
            dfs(1, 2, 0);
            bool same = true;
            for (int m = 0; m < n && same; ++m)
                for (int c = 0; c < n && same; ++c) same = mouse_table[m][c] == memo[m][c][0];
            if (same) break;
        }
        return memo[1][2][0];
    }
};
