// Wrong: the mouse wins when it has a walk to the food that the cat can
// never cut: breadth-first over the mouse's moves, landing with its k-th
// move only where the cat needs more than k moves to land (the cat moves
// next), and on the food where it needs k or more (the mouse gets there
// first). Such a walk does win, but without one the mouse may still win by
// waiting to see where the cat goes, when no single cat move threatens
// both of its ways (hack/race-safe-path-*).
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        const int rows = grid.size(), cols = grid[0].size(), n = rows * cols;
        int mouse = 0, cat = 0, food = 0;
        for (int i = 0; i < n; ++i) {
            char ch = grid[i / cols][i % cols];
            if (ch == 'M') mouse = i;
            else if (ch == 'C') cat = i;
            else if (ch == 'F') food = i;
        }
        auto targets = [&](int from, int jump) {
            vector<int> out;
            const int dr[4] = {0, 0, 1, -1}, dc[4] = {1, -1, 0, 0};
            for (int d = 0; d < 4; ++d)
                for (int k = 1; k <= jump; ++k) {
                    int r = from / cols + dr[d] * k, c = from % cols + dc[d] * k;
                    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
                    out.push_back(r * cols + c);
                }
            return out;
        };
        const int far = INT_MAX;
        vector<int> catAt(n, far);  // the cat's fewest moves to each cell
        queue<int> q;
        catAt[cat] = 0;
        q.push(cat);
        while (!q.empty()) {
            int x = q.front();
            q.pop();
            for (int y : targets(x, catJump))
                if (catAt[y] == far) {
                    catAt[y] = catAt[x] + 1;
                    q.push(y);
                }
        }
        vector<int> mouseAt(n, far);
        mouseAt[mouse] = 0;
        q.push(mouse);
        while (!q.empty()) {
            int x = q.front();
            q.pop();
            if (x == food) return true;
            int k = mouseAt[x] + 1;
            for (int y : targets(x, mouseJump)) {
                if (mouseAt[y] != far) continue;
                bool safe = y == food ? catAt[y] >= k : catAt[y] > k;
                if (!safe) continue;
                mouseAt[y] = k;
                q.push(y);
            }
        }
        return false;
    }
};
