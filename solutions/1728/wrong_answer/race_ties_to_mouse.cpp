// Wrong: no game at all, a race to the food. Breadth-first search counts the
// moves each player needs (a move: up to its jump in a straight line, walls
// stopping it, the other player no obstacle); the mouse moves first, so it
// wins when it needs no more moves than the cat. Ignores that the cat can
// catch the mouse on the way (hack/race-ties-*).
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        const int rows = grid.size(), cols = grid[0].size();
        int mouse = 0, cat = 0, food = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] == 'M') mouse = r * cols + c;
                if (grid[r][c] == 'C') cat = r * cols + c;
                if (grid[r][c] == 'F') food = r * cols + c;
            }
        const int never = 1 << 20;
        auto moves = [&](int from, int jump) {
            vector<int> dist(rows * cols, never);
            deque<int> todo{from};
            dist[from] = 0;
            const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
            while (!todo.empty()) {
                int at = todo.front();
                todo.pop_front();
                for (int d = 0; d < 4; ++d)
                    for (int k = 1; k <= jump; ++k) {
                        int r = at / cols + dr[d] * k, c = at % cols + dc[d] * k;
                        if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
                        if (dist[r * cols + c] > dist[at] + 1) {
                            dist[r * cols + c] = dist[at] + 1;
                            todo.push_back(r * cols + c);
                        }
                    }
            }
            return dist[food];
        };
        int mouse_moves = moves(mouse, mouseJump), cat_moves = moves(cat, catJump);
        return mouse_moves < never && mouse_moves <= cat_moves;
    }
};
