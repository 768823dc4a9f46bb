// Wrong: a race to the food counted in single steps, jumps ignored: the
// mouse wins when its shortest walk to the food (four directions, around
// walls) is no longer than the cat's. A long jump is worth nothing here,
// and the cat is never a threat on the way (hack/race-steps-*).
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        int R = grid.size(), C = grid[0].size();
        vector<vector<int>> fromFood(R, vector<int>(C, INT_MAX));
        queue<pair<int, int>> q;
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c)
                if (grid[r][c] == 'F') {
                    fromFood[r][c] = 0;
                    q.push({r, c});
                }
        int dirs[5] = {0, 1, 0, -1, 0};
        while (!q.empty()) {
            auto [r, c] = q.front();
            q.pop();
            for (int d = 0; d < 4; ++d) {
                int nr = r + dirs[d], nc = c + dirs[d + 1];
                if (nr < 0 || nc < 0 || nr >= R || nc >= C || grid[nr][nc] == '#') continue;
                if (fromFood[nr][nc] != INT_MAX) continue;
                fromFood[nr][nc] = fromFood[r][c] + 1;
                q.push({nr, nc});
            }
        }
        int mouseSteps = INT_MAX, catSteps = INT_MAX;
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c) {
                if (grid[r][c] == 'M') mouseSteps = fromFood[r][c];
                if (grid[r][c] == 'C') catSteps = fromFood[r][c];
            }
        return mouseSteps != INT_MAX && mouseSteps <= catSteps;
    }
};
