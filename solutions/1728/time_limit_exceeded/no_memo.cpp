// Minimax without memo: a position repeated on the current line is a cat win
// (the mouse made no progress). Right, but exponential.
class Solution {
    int R, C, cj, mj;
    vector<string> g;
    set<array<int, 5>> line;
    bool mouse_wins(int mr, int mc, int cr, int cc, int turn) {
        if (mr == cr && mc == cc) return false;
        if (g[cr][cc] == 'F') return false;
        if (g[mr][mc] == 'F') return true;
        if (!line.insert({mr, mc, cr, cc, turn}).second) return false;
        const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
        bool result = turn == 1;
        for (int d = 0; d < 5 && result == (turn == 1); ++d)
            for (int s = d == 0 ? 0 : 1; s <= (d == 0 ? 0 : (turn == 0 ? mj : cj)); ++s) {
                int x = (turn == 0 ? mr : cr) + dr[d] * s, y = (turn == 0 ? mc : cc) + dc[d] * s;
                if (x < 0 || y < 0 || x >= R || y >= C || g[x][y] == '#') break;
                bool w = turn == 0 ? mouse_wins(x, y, cr, cc, 1) : mouse_wins(mr, mc, x, y, 0);
                if (turn == 0 && w) { result = true; break; }
                if (turn == 1 && !w) { result = false; break; }
            }
        line.erase({mr, mc, cr, cc, turn});
        return result;
    }

public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        g = grid;
        R = grid.size();
        C = grid[0].size();
        cj = catJump;
        mj = mouseJump;
        int mr = 0, mc = 0, cr = 0, cc = 0;
        for (int i = 0; i < R; ++i)
            for (int j = 0; j < C; ++j) {
                if (grid[i][j] == 'M') mr = i, mc = j;
                if (grid[i][j] == 'C') cr = i, cc = j;
            }
        return mouse_wins(mr, mc, cr, cc, 0);
    }
};
