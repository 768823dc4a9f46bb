// Backward induction over an exact horizon: after round k, win[t][m][c] says
// whether the mouse can force the food within k plies from (mouse m, cat c,
// t to move). Round k+1 needs round k only. The rule gives the mouse 1000
// turns (a turn is one move of one player), so at most 1000 rounds; a round
// that changes nothing ends it sooner, since no later round would.
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
        // One player's turn at (m, c): it wins if a move reaches a position
        // it has already won, loses if every move reaches one it has lost.
        auto settle = [&](int t, int m, int c, vector<char>& nwin, vector<char>& nlose) {
            int s = at(t, m, c);
            if (win[s] || lose[s]) return;
            vector<char>& mine = t == 0 ? win : lose;
            vector<char>& theirs = t == 0 ? lose : win;
            bool all_theirs = true;
            for (int x : t == 0 ? mt[m] : ct[c]) {
                int next = t == 0 ? at(1, x, c) : at(0, m, x);
                if (mine[next]) {
                    (t == 0 ? nwin : nlose)[s] = 1;
                    return;
                }
                if (!theirs[next]) all_theirs = false;
            }
            if (all_theirs) (t == 0 ? nlose : nwin)[s] = 1;
        };
        for (int round = 0, changed = 1; changed && round < 1000; ++round) {
            vector<char> nwin = win, nlose = lose;
            for (int m = 0; m < N; ++m)
                for (int c = 0; c < N; ++c)
                    if (!mt[m].empty() && !ct[c].empty()) {
                        settle(0, m, c, nwin, nlose);
                        settle(1, m, c, nwin, nlose);
                    }
            changed = nwin != win || nlose != lose;
            win.swap(nwin);
            lose.swap(nlose);
        }
        return win[at(0, mouse, cat)];
    }
};
