// Backward induction over an exact horizon: after round k, win[t][m][c] says
// whether the mouse can force the food within k plies from (mouse m, cat c,
// t to move). Round k+1 needs round k only; a round that changes nothing
// means no longer horizon ever will, so what is still false the mouse never
// wins, however many turns it is given.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        int R = grid.size(), C = grid[0].size(), N = R * C;
        int food = -1, mouse = -1, cat = -1;
        for (int i = 0; i < N; ++i) {
            char ch = grid[i / C][i % C];
            if (ch == 'F') food = i;
            if (ch == 'M') mouse = i;
            if (ch == 'C') cat = i;
        }
        auto targets = [&](int from, int jump) {
            vector<int> t = {from};
            int steps[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            for (auto& s : steps) {
                int r = from / C, c = from % C;
                for (int k = 0; k < jump; ++k) {
                    r += s[0];
                    c += s[1];
                    if (r < 0 || c < 0 || r >= R || c >= C || grid[r][c] == '#') break;
                    t.push_back(r * C + c);
                }
            }
            return t;
        };
        vector<vector<int>> mt(N), ct(N);
        for (int i = 0; i < N; ++i)
            if (grid[i / C][i % C] != '#') {
                mt[i] = targets(i, mouseJump);
                ct[i] = targets(i, catJump);
            }
        // state (t, m, c) -> 1 mouse wins within the horizon, 0 not (yet).
        vector<char> win(2 * N * N, 0), lose(2 * N * N, 0);
        auto at = [&](int t, int m, int c) { return (t * N + m) * N + c; };
        for (int t = 0; t < 2; ++t)
            for (int m = 0; m < N; ++m)
                for (int c = 0; c < N; ++c) {
                    if (m == c || c == food) lose[at(t, m, c)] = 1;
                    else if (m == food) win[at(t, m, c)] = 1;
                }
        for (bool changed = true; changed;) {
            changed = false;
            vector<char> nwin = win, nlose = lose;
            for (int m = 0; m < N; ++m) {
                if (mt[m].empty()) continue;
                for (int c = 0; c < N; ++c) {
                    if (ct[c].empty() || win[at(0, m, c)] || lose[at(0, m, c)]) goto cat_turn;
                    {
                        bool all_lose = true;
                        for (int x : mt[m]) {
                            if (win[at(1, x, c)]) { nwin[at(0, m, c)] = 1; break; }
                            if (!lose[at(1, x, c)]) all_lose = false;
                        }
                        if (!nwin[at(0, m, c)] && all_lose) nlose[at(0, m, c)] = 1;
                    }
                cat_turn:
                    if (ct[c].empty() || win[at(1, m, c)] || lose[at(1, m, c)]) continue;
                    bool all_win = true;
                    for (int x : ct[c]) {
                        if (lose[at(0, m, x)]) { nlose[at(1, m, c)] = 1; break; }
                        if (!win[at(0, m, x)]) all_win = false;
                    }
                    if (!nlose[at(1, m, c)] && all_win) nwin[at(1, m, c)] = 1;
                }
            }
            changed = nwin != win || nlose != lose;
            win.swap(nwin);
            lose.swap(nlose);
        }
        return win[at(0, mouse, cat)];
    }
};
