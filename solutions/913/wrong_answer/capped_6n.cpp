// A bottom-up table over the turn number, published with 6n turns: the value
// of every position with k plies played, from k = 6n (called a draw) down to
// k = 0. Wrong whenever the forced result from the start takes more than 6n
// plies: hack/grow-n23 is a forced win in 151 plies at n = 23 (6.57n).
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size(), turns = 6 * n;
        // later[m][c]: the value after one more ply; 0 beyond the last turn.
        vector<vector<int>> later(n, vector<int>(n, 0)), now(n, vector<int>(n, 0));
        for (int k = turns - 1; k >= 0; --k) {
            const bool mouse_moves = k % 2 == 0;
            for (int m = 0; m < n; ++m)
                for (int c = 1; c < n; ++c) {
                    if (m == 0) { now[m][c] = 1; continue; }
                    if (m == c) { now[m][c] = 2; continue; }
                    const int mine = mouse_moves ? 1 : 2, theirs = 3 - mine;
                    int value = theirs;
                    for (int x : graph[mouse_moves ? m : c]) {
                        if (!mouse_moves && x == 0) continue;
                        const int v = mouse_moves ? later[x][c] : later[m][x];
                        if (v == mine) { value = mine; break; }
                        if (v == 0) value = 0;
                    }
                    now[m][c] = value;
                }
            swap(now, later);
        }
        return later[1][2];
    }
};
