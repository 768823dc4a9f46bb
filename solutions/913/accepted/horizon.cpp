// Backward induction over an exact horizon. value[k] tells, for every
// position, who can force a win within k plies (0 when nobody can). value[k+1]
// follows from value[k] alone; once a whole round changes nothing, nothing
// ever will, and what is still 0 is a draw: no one can force a finite win.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        int n = graph.size();
        // v[t][mouse][cat], t = 0 when the mouse moves next.
        vector<vector<vector<int>>> v(2, vector<vector<int>>(n, vector<int>(n, 0)));
        auto terminal = [&](int mouse, int cat) {
            if (mouse == 0) return 1;
            if (mouse == cat) return 2;
            return 0;
        };
        for (int t = 0; t < 2; ++t)
            for (int m = 0; m < n; ++m)
                for (int c = 1; c < n; ++c) v[t][m][c] = terminal(m, c);
        for (bool changed = true; changed;) {
            changed = false;
            auto next = v;
            for (int m = 1; m < n; ++m)
                for (int c = 1; c < n; ++c) {
                    if (m == c) continue;
                    // Mouse to move: a move to a mouse win wins; all moves to cat wins lose.
                    if (v[0][m][c] == 0) {
                        bool all_cat = true;
                        for (int x : graph[m]) {
                            int r = v[1][x][c];
                            if (r == 1) { next[0][m][c] = 1; break; }
                            if (r != 2) all_cat = false;
                        }
                        if (next[0][m][c] == 0 && all_cat) next[0][m][c] = 2;
                    }
                    if (v[1][m][c] == 0) {
                        bool all_mouse = true;
                        for (int x : graph[c]) {
                            if (x == 0) continue;
                            int r = v[0][m][x];
                            if (r == 2) { next[1][m][c] = 2; break; }
                            if (r != 1) all_mouse = false;
                        }
                        if (next[1][m][c] == 0 && all_mouse) next[1][m][c] = 1;
                    }
                    changed |= next[0][m][c] != v[0][m][c] || next[1][m][c] != v[1][m][c];
                }
            v = std::move(next);
        }
        return v[0][1][2];
    }
};
