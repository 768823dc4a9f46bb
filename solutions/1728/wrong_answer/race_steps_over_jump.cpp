// Wrong: a race to the food where each player's shortest walk (single
// steps around walls) is cut into jumps: ceil(steps / jump) moves, as if a
// jump could turn corners. The mouse, moving first, wins when it needs no
// more moves than the cat. Neither the shape of the walk nor the cat's
// threat on the way counts (hack/race-steps-jump-*).
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        const int rows = grid.size(), cols = grid[0].size();
        auto where = [&](char what) {
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    if (grid[r][c] == what) return pair{r, c};
            return pair{-1, -1};
        };
        auto [fr, fc] = where('F');
        auto steps_to_food = [&](char who) {
            auto [sr, sc] = where(who);
            vector<vector<int>> d(rows, vector<int>(cols, -1));
            vector<pair<int, int>> frontier{{sr, sc}};
            d[sr][sc] = 0;
            for (size_t i = 0; i < frontier.size(); ++i) {
                auto [r, c] = frontier[i];
                if (r == fr && c == fc) return d[r][c];
                for (auto [dr, dc] : {pair{1, 0}, pair{-1, 0}, pair{0, 1}, pair{0, -1}}) {
                    int nr = r + dr, nc = c + dc;
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                    if (grid[nr][nc] == '#' || d[nr][nc] >= 0) continue;
                    d[nr][nc] = d[r][c] + 1;
                    frontier.push_back({nr, nc});
                }
            }
            return -1;
        };
        int mouse = steps_to_food('M'), cat = steps_to_food('C');
        if (mouse < 0) return false;
        if (cat < 0) return true;
        return (mouse + mouseJump - 1) / mouseJump <= (cat + catJump - 1) / catJump;
    }
};
