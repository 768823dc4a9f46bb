// Checks the bound on how long a forced mouse win of 1728 can take when
// catJump >= mouseJump (docs/problem-authors.md, "How sharp the 1728 tests
// are", has the argument in words):
//
//   depth_bound snakes ROWS COLS
//       The longest induced path ("snake") of the ROWS x COLS grid graph, by
//       exhaustive branch and bound, and three facts about every longest
//       one: it has three cells in a line (so a mouse jumping 2 or more
//       crosses it in fewer moves), it leaves no cell outside its closed
//       neighbourhood (so no cat can be walled off beside it), and any two
//       that share one end and not the other collide when walked in step
//       (so a cat as far from the food as the mouse catches it). Prints the
//       bound on the forced win's plies that follows; exit 1 if a fact fails.
//   depth_bound lemma ROWS COLS MAXJUMP
//       Every board of ROWS x COLS (each wall pattern, each food cell) with
//       every pair of jumps up to MAXJUMP, by the exact analysis of game.hpp:
//       with catJump >= mouseJump every forced mouse win from a start with
//       the mouse to move takes exactly 2d - 1 plies, d the mouse's fewest
//       moves to the food. Exit 1 on a counterexample. With mouseJump >
//       catJump it only reports the largest excess over 2d - 1 it met.
#include <bit>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "game.hpp"

namespace {

using Cells = std::uint64_t;  // bit r * 8 + c: the grid is at most 8 x 8

struct Grid {
    int rows = 0, cols = 0;
    Cells all = 0;
    Cells neighbours[64] = {};
};

Grid make_grid(int rows, int cols) {
    Grid g;
    g.rows = rows;
    g.cols = cols;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int i = r * 8 + c;
            g.all |= Cells{1} << i;
            if (r > 0) g.neighbours[i] |= Cells{1} << (i - 8);
            if (r + 1 < rows) g.neighbours[i] |= Cells{1} << (i + 8);
            if (c > 0) g.neighbours[i] |= Cells{1} << (i - 1);
            if (c + 1 < cols) g.neighbours[i] |= Cells{1} << (i + 1);
        }
    return g;
}

Cells spread(const Grid& g, Cells set) {
    Cells out = set;
    for (Cells t = set; t; t &= t - 1) out |= g.neighbours[std::countr_zero(t)];
    return out;
}

// An upper bound on the cells of an induced path inside `region`: a 2 x 2
// block holds at most 3 of them (4 would close a cycle), for the best of the
// four ways of tiling the grid with such blocks.
int block_bound(const Grid& g, Cells region) {
    int best = INT_MAX;
    for (int offset = 0; offset < 4; ++offset) {
        int total = 0;
        for (int r = -(offset >> 1); r < g.rows; r += 2)
            for (int c = -(offset & 1); c < g.cols; c += 2) {
                int in = 0;
                for (int dr = 0; dr < 2; ++dr)
                    for (int dc = 0; dc < 2; ++dc) {
                        const int rr = r + dr, cc = c + dc;
                        if (rr >= 0 && cc >= 0 && rr < g.rows && cc < g.cols && (region >> (rr * 8 + cc) & 1)) ++in;
                    }
                total += in < 3 ? in : 3;
            }
        best = best < total ? best : total;
    }
    return best;
}

// Induced paths starting at one of `starts`. Kept (as their cells from the
// start, each direction counted): those of at least `target` cells. With
// `raise` the target follows the longest path found so far, plus one, and
// nothing is kept: a search for the longest.
class SnakeSearch {
public:
    SnakeSearch(const Grid& g, int target, bool raise = false) : m_grid(g), m_target(target), m_raise(raise) {}

    void run(Cells starts) {
        for (Cells t = starts; t; t &= t - 1) {
            const int s = std::countr_zero(t);
            m_path = {s};
            extend(s, Cells{1} << s);
        }
    }
    int longest() const { return m_longest; }
    const std::vector<std::vector<int>>& found() const { return m_found; }

private:
    // `blocked`: the path and the neighbours of every cell but its head.
    void extend(int head, Cells blocked) {
        const int length = static_cast<int>(m_path.size());
        if (length > m_longest) m_longest = length;
        if (m_raise && length >= m_target) m_target = length + 1;
        if (!m_raise && length >= m_target) m_found.push_back(m_path);
        const Cells next = m_grid.neighbours[head] & ~blocked;
        if (!next) return;
        // The rest of the path lies where `next` reaches without blocked cells.
        Cells reach = next, before = 0;
        while (reach != before) before = reach, reach = spread(m_grid, reach) & m_grid.all & ~blocked;
        if (length + block_bound(m_grid, reach) < m_target) return;
        for (Cells t = next; t; t &= t - 1) {
            const int x = std::countr_zero(t);
            m_path.push_back(x);
            extend(x, blocked | m_grid.neighbours[head] | (Cells{1} << x));
            m_path.pop_back();
        }
    }

    const Grid& m_grid;
    int m_target;
    bool m_raise;
    int m_longest = 0;
    std::vector<int> m_path;
    std::vector<std::vector<int>> m_found;
};

// The longest snake's cells, searched from the cells that every snake can
// be turned or mirrored to start on.
int longest_snake(const Grid& g) {
    Cells starts = 0;
    for (int r = 0; 2 * r <= g.rows - 1; ++r)
        for (int c = 0; 2 * c <= g.cols - 1; ++c)
            if (g.rows != g.cols || r <= c) starts |= Cells{1} << (r * 8 + c);
    SnakeSearch search(g, 1, true);
    search.run(starts);
    return search.longest();
}

bool three_in_line(const std::vector<int>& p) {
    for (std::size_t i = 2; i < p.size(); ++i)
        if (p[i] - p[i - 1] == p[i - 1] - p[i - 2]) return true;
    return false;
}

int snakes(int rows, int cols) {
    const Grid g = make_grid(rows, cols);
    const int longest = longest_snake(g);
    SnakeSearch all(g, longest);
    all.run(g.all);
    const auto& found = all.found();
    int without_line = 0, with_room = 0, apart = 0, pairs = 0;
    for (const auto& p : found) {
        Cells cells = 0;
        for (int x : p) cells |= Cells{1} << x;
        without_line += !three_in_line(p);
        with_room += (g.all & ~spread(g, cells)) != 0;
    }
    // Pairs with the same last cell (the food) and different first cells
    // (mouse, cat): walked in step, the k-th cells must meet before the food.
    for (const auto& p : found)
        for (const auto& q : found) {
            if (p.back() != q.back() || p.front() == q.front()) continue;
            ++pairs;
            bool meet = false;
            for (std::size_t k = 1; k + 1 < p.size(); ++k) meet |= p[k] == q[k] || p[k] == q[k - 1];
            apart += !meet;
        }
    const int d = longest - 1;
    std::printf("grid %dx%d: longest induced path %d cells (%d steps); %zu of that length, each direction counted\n",
                rows, cols, longest, d, found.size());
    std::printf("  without three cells in a line: %d\n", without_line);
    std::printf("  leaving a cell outside their closed neighbourhood: %d\n", with_room);
    std::printf("  pairs sharing the food's end: %d, of them never meeting when walked in step: %d\n", pairs, apart);
    const bool tight = without_line == 0 && with_room == 0 && apart == 0;
    std::printf("catJump >= mouseJump: a forced mouse win takes 2d - 1 plies, d <= %d: at most %d plies%s\n", d,
                2 * d - 1, tight ? "" : " (the facts above fail: no better bound)");
    if (tight) std::printf("  and d = %d is impossible (the three facts): at most %d plies\n", d, 2 * d - 3);
    return tight ? 0 : 1;
}

// The mouse's fewest moves from every cell to `food` (INT_MAX: never).
std::vector<int> moves_to(const cat_mouse_2::Board& b, int food, int jump) {
    std::vector<int> dist(b.rows() * b.cols(), INT_MAX), queue{food};
    dist[food] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int y : cat_mouse_2::moves_from(b, queue[head], jump))  // moves are reversible
            if (dist[y] == INT_MAX) dist[y] = dist[queue[head]] + 1, queue.push_back(y);
    return dist;
}

int lemma(int rows, int cols, int max_jump) {
    const int cells = rows * cols;
    long boards = 0, wins = 0, failures = 0;
    int excess = 0, deepest = 0;
    for (std::uint32_t walls = 0; walls < (1u << cells); ++walls)
        for (int food = 0; food < cells; ++food) {
            if (walls >> food & 1) continue;
            cat_mouse_2::Board b;
            b.grid.assign(rows, std::string(cols, '.'));
            for (int i = 0; i < cells; ++i)
                if (walls >> i & 1) b.grid[i / cols][i % cols] = '#';
            b.grid[food / cols][food % cols] = 'F';
            for (b.cat_jump = 1; b.cat_jump <= max_jump; ++b.cat_jump)
                for (b.mouse_jump = 1; b.mouse_jump <= max_jump; ++b.mouse_jump) {
                    ++boards;
                    const auto a = cat_mouse_2::analyse(b);
                    const auto d = moves_to(b, food, b.mouse_jump);
                    for (int m = 0; m < cells; ++m)
                        for (int c = 0; c < cells; ++c) {
                            if (m == c || m == food || c == food) continue;
                            const int s = a.index(m, c, 0);
                            if (a.outcome[s] != cat_mouse_2::k_mouse) continue;
                            const int plies = a.depth[s], race = 2 * d[m] - 1;
                            if (b.cat_jump >= b.mouse_jump) {
                                ++wins;
                                deepest = deepest > plies ? deepest : plies;
                                if (plies != race && ++failures <= 5)
                                    std::printf("counterexample: jumps %d %d, mouse %d cat %d: %d plies, d = %d\n",
                                                b.cat_jump, b.mouse_jump, m, c, plies, d[m]);
                            } else if (plies - race > excess) {
                                excess = plies - race;
                            }
                        }
                }
        }
    std::printf("%dx%d, jumps up to %d: %ld boards; catJump >= mouseJump: %ld forced mouse wins, %ld not 2d - 1 plies "
                "(deepest %d); mouseJump > catJump: at most %d plies over 2d - 1\n",
                rows, cols, max_jump, boards, wins, failures, deepest, excess);
    return failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const int rows = argc > 3 ? std::atoi(argv[2]) : 0, cols = argc > 3 ? std::atoi(argv[3]) : 0;
    if (mode == "snakes" && argc == 4 && rows >= 1 && cols >= 1 && rows <= 8 && cols <= 8) return snakes(rows, cols);
    if (mode == "lemma" && argc == 5 && rows >= 1 && cols >= 1 && rows * cols <= 20)
        return lemma(rows, cols, std::atoi(argv[4]));
    std::fprintf(stderr, "usage: depth_bound snakes ROWS COLS (at most 8 x 8)\n"
                         "       depth_bound lemma ROWS COLS MAXJUMP (at most 20 cells)\n");
    return 2;
}
