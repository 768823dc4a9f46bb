// Retrograde analysis over (mouse cell, cat cell, player to move). Known
// outcomes: the cat on the mouse or on the food (cat wins), the mouse on the
// food (mouse wins). Colouring breadth-first from those gives each mouse win
// its exact length: the fewest plies the mouse can force it in. The mouse
// wins the game when that length is within the 1000-turn rule (a turn is one
// move of one player); a position never coloured it cannot force at all.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        const int rows = grid.size(), cols = grid[0].size(), cells = rows * cols;
        int mouse = 0, cat = 0, food = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] == 'M') mouse = r * cols + c;
                if (grid[r][c] == 'C') cat = r * cols + c;
                if (grid[r][c] == 'F') food = r * cols + c;
            }
        // reach[j][cell]: cells reachable in one move with jump j (staying included).
        auto reachable = [&](int cell, int jump) {
            vector<int> out{cell};
            const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
            for (int d = 0; d < 4; ++d)
                for (int k = 1; k <= jump; ++k) {
                    int r = cell / cols + dr[d] * k, c = cell % cols + dc[d] * k;
                    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
                    out.push_back(r * cols + c);
                }
            return out;
        };
        vector<vector<int>> mouse_moves(cells), cat_moves(cells);
        for (int cell = 0; cell < cells; ++cell) {
            if (grid[cell / cols][cell % cols] == '#') continue;
            mouse_moves[cell] = reachable(cell, mouseJump);
            cat_moves[cell] = reachable(cell, catJump);
        }
        enum { unknown, mouse_wins, cat_wins };
        // state index: (m * cells + c) * 2 + turn, turn 0 = mouse to move
        vector<char> result(cells * cells * 2, unknown);
        vector<int> moves_left(cells * cells * 2, 0), plies(cells * cells * 2, 0);
        auto id = [&](int m, int c, int t) { return (m * cells + c) * 2 + t; };
        queue<int> known;
        for (int m = 0; m < cells; ++m)
            for (int c = 0; c < cells; ++c) {
                if (mouse_moves[m].empty() || cat_moves[c].empty()) continue;
                moves_left[id(m, c, 0)] = mouse_moves[m].size();
                moves_left[id(m, c, 1)] = cat_moves[c].size();
                for (int t = 0; t < 2; ++t) {
                    char r = unknown;
                    if (m == c || c == food) r = cat_wins;
                    else if (m == food) r = mouse_wins;
                    if (r != unknown) {
                        result[id(m, c, t)] = r;
                        known.push(id(m, c, t));
                    }
                }
            }
        while (!known.empty()) {
            int s = known.front();
            known.pop();
            int t = s % 2, m = s / 2 / cells, c = s / 2 % cells;
            char winner = result[s];
            int pt = 1 - t;  // the player who moved into s
            const vector<int>& from = pt == 0 ? mouse_moves[m] : cat_moves[c];
            for (int p : from) {  // moves are symmetric: p reaches m iff m reaches p
                int ps = pt == 0 ? id(p, c, pt) : id(m, p, pt);
                if (result[ps] != unknown) continue;
                if (winner == (pt == 0 ? mouse_wins : cat_wins) || --moves_left[ps] == 0) {
                    result[ps] = winner;
                    plies[ps] = plies[s] + 1;
                    known.push(ps);
                }
            }
        }
        const int start = id(mouse, cat, 0);
        return result[start] == mouse_wins && plies[start] <= 1000;
    }
};
