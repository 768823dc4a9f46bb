// Wrong: the race to the food in moves (breadth-first, a move up to the
// jump in a straight line), ties to the mouse since it moves first, with
// one look at the cat: when the cat can land on the mouse's cell in one
// move, the mouse is taken for lost unless it reaches the food at once.
// Still no game: the mouse may step aside, and a cat further off may cut
// it off later (hack/race-adjacent-*).
class Solution {
    vector<string> g;
    int R = 0, C = 0;

    vector<int> bfs(int from, int jump) {
        vector<int> dist(R * C, 1000);
        vector<int> q{from};
        dist[from] = 0;
        for (size_t h = 0; h < q.size(); ++h) {
            int x = q[h];
            for (int dir = 0; dir < 4; ++dir) {
                int dr = dir == 0 ? 1 : dir == 1 ? -1 : 0, dc = dir == 2 ? 1 : dir == 3 ? -1 : 0;
                for (int k = 1; k <= jump; ++k) {
                    int r = x / C + dr * k, c = x % C + dc * k;
                    if (r < 0 || r >= R || c < 0 || c >= C || g[r][c] == '#') break;
                    int y = r * C + c;
                    if (dist[y] == 1000) {
                        dist[y] = dist[x] + 1;
                        q.push_back(y);
                    }
                }
            }
        }
        return dist;
    }

public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        g = grid;
        R = grid.size();
        C = grid[0].size();
        int mouse = 0, cat = 0, food = 0;
        for (int i = 0; i < R * C; ++i) {
            if (g[i / C][i % C] == 'M') mouse = i;
            if (g[i / C][i % C] == 'C') cat = i;
            if (g[i / C][i % C] == 'F') food = i;
        }
        vector<int> mouseDist = bfs(mouse, mouseJump), catDist = bfs(cat, catJump);
        if (mouseDist[food] == 1000 || mouseDist[food] > catDist[food]) return false;
        if (mouseDist[food] == 1) return true;
        return catDist[mouse] > 1;
    }
};
