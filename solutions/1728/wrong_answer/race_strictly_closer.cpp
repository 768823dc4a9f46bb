// Wrong: a race to the food by breadth-first distances, in moves (a move:
// up to the jump in a straight line, stopped by walls), where the mouse
// must be strictly nearer than the cat. Forgets that the mouse moves first
// and so wins a tie, and that the cat can catch it on the way
// (hack/race-strict-*).
class Solution {
    int rows = 0, cols = 0;

    // Fewest moves from `start` to `goal`; -1 when it cannot be reached.
    int distance(const vector<string>& grid, int start, int goal, int jump) {
        vector<int> seen(rows * cols, -1);
        queue<int> q;
        q.push(start);
        seen[start] = 0;
        while (!q.empty()) {
            int cell = q.front();
            q.pop();
            if (cell == goal) return seen[cell];
            int r0 = cell / cols, c0 = cell % cols;
            static const int step[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            for (auto& s : step) {
                int r = r0, c = c0;
                for (int k = 0; k < jump; ++k) {
                    r += s[0];
                    c += s[1];
                    if (r < 0 || c < 0 || r >= rows || c >= cols || grid[r][c] == '#') break;
                    if (seen[r * cols + c] < 0) {
                        seen[r * cols + c] = seen[cell] + 1;
                        q.push(r * cols + c);
                    }
                }
            }
        }
        return -1;
    }

public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        rows = grid.size();
        cols = grid[0].size();
        int m = -1, c = -1, f = -1;
        for (int i = 0; i < rows * cols; ++i) {
            char ch = grid[i / cols][i % cols];
            if (ch == 'M') m = i;
            if (ch == 'C') c = i;
            if (ch == 'F') f = i;
        }
        int dm = distance(grid, m, f, mouseJump), dc = distance(grid, c, f, catJump);
        if (dm < 0) return false;
        return dc < 0 || dm < dc;
    }
};
