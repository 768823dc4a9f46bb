// A memoised search over (ply, mouse, cat) that gives up after 80 plies
// (40 moves each) and calls the game a cat win there: not a proof, since
// nothing shows that a forced win cannot take longer.
// Not broken by the tests, so filed under accepted/: no board was found
// where the mouse's forced win takes more than 80 plies; the longest
// found is 79 (hack/path-79, 8x8, jumps 1 1). Searched with the exact
// analysis of problems/1728-*/game.hpp (README, "How sharp the 1728 tests
// are"), about 20 minutes of CPU in all: generator path (annealing on the
// farthest walk to the food, jumps 1 1; seeds 1-9 and 21-24, 2e6-2e7 steps;
// best 79 plies) and generator deep (annealing on the deepest forced win
// from any start over walls, food and jumps; 16 fixed jump pairs at 20000
// steps, jumps 1 2 up to 5e6 steps, free jumps up to 1e6; best 77 with
// jumps 1 1, at most 61 with any other pair). When catJump >= mouseJump
// the cap is right: every forced mouse win is then a race of 2d - 1 plies
// (d the mouse's fewest moves to the food), and d <= 40 on every board up
// to 8x8, so at most 79 plies (problems/1728-*/depth_bound.cpp checks it;
// docs/problem-authors.md, "How sharp the 1728 tests are"). When the mouse
// jumps farther nothing proves it.
class Solution {
    int rows = 0, cols = 0, cat_jump = 0, mouse_jump = 0, cap = 0, food = 0;
    vector<string> board;
    vector<signed char> seen;  // [ply][mouse][cat]: -1 unknown, 1 mouse wins within the cap, 0 not

    // Whether the mouse reaches the food within `cap` plies from here.
    bool mouse_wins(int ply, int mouse, int cat) {
        if (mouse == cat || cat == food) return false;
        if (mouse == food) return true;
        if (ply == cap) return false;
        signed char& memo = seen[(static_cast<size_t>(ply) * 64 + mouse) * 64 + cat];
        if (memo >= 0) return memo;
        const bool mouse_to_move = ply % 2 == 0;
        const int from = mouse_to_move ? mouse : cat, jump = mouse_to_move ? mouse_jump : cat_jump;
        const int step_r[4] = {0, 1, 0, -1}, step_c[4] = {1, 0, -1, 0};
        bool stay_done = false, result = !mouse_to_move;
        for (int d = 0; d < 4 && result != mouse_to_move; ++d)
            for (int k = stay_done ? 1 : 0; k <= jump; ++k) {
                const int r = from / cols + step_r[d] * k, c = from % cols + step_c[d] * k;
                if (r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] == '#') break;
                if (k == 0) stay_done = true;
                const int to = r * cols + c;
                const bool win = mouse_to_move ? mouse_wins(ply + 1, to, cat) : mouse_wins(ply + 1, mouse, to);
                if (win == mouse_to_move) {
                    result = mouse_to_move;
                    break;
                }
            }
        return (memo = result);
    }

public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        board = grid;
        rows = grid.size();
        cols = grid[0].size();
        cat_jump = catJump;
        mouse_jump = mouseJump;
        int mouse = 0, cat = 0;
        for (int i = 0; i < rows * cols; ++i) {
            const char ch = grid[i / cols][i % cols];
            if (ch == 'M') mouse = i;
            if (ch == 'C') cat = i;
            if (ch == 'F') food = i;
        }
        cap = 80;
        seen.assign(static_cast<size_t>(cap) * 64 * 64, -1);
        return mouse_wins(0, mouse, cat);
    }
};
