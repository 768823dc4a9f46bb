// A widely used memoised search that gives up after 72 plies and calls the
// game a cat win there. Wrong on boards where the mouse's forced win takes
// more than 72 plies; the hack tests are such boards, found by search.
int memo_72[8][8][8][8][72];

class Solution {
    int R, C, cj, mj;
    vector<string> g;
    // 1: the mouse wins within the remaining plies.
    int play(int mr, int mc, int cr, int cc, int k) {
        if (k >= 72) return 0;
        int& r = memo_72[mr][mc][cr][cc][k];
        if (r != -1) return r;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        bool mouse_turn = k % 2 == 0;
        int jump = mouse_turn ? mj : cj;
        for (int d = 0; d < 4; ++d)
            for (int s = 0; s <= jump; ++s) {
                int x = (mouse_turn ? mr : cr) + dr[d] * s, y = (mouse_turn ? mc : cc) + dc[d] * s;
                if (x < 0 || y < 0 || x >= R || y >= C || g[x][y] == '#') break;
                if (mouse_turn) {
                    if (x == cr && y == cc) continue;
                    if (g[x][y] == 'F' || play(x, y, cr, cc, k + 1)) return r = 1;
                } else {
                    if ((x == mr && y == mc) || g[x][y] == 'F' || !play(mr, mc, x, y, k + 1)) return r = 0;
                }
            }
        return r = mouse_turn ? 0 : 1;
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
        memset(memo_72, -1, sizeof memo_72);
        return play(mr, mc, cr, cc, 0);
    }
};
