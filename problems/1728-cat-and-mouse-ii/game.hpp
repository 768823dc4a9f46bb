// The game of 1728 analysed exactly, for the problem's own tools (generator,
// validator, explain): retrograde analysis with depths over (mouse cell, cat
// cell, player to move). Not a solution: solutions/1728/accepted/ share none
// of this code.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace cat_mouse_2 {

enum Outcome : std::int8_t { k_unknown = 0, k_mouse = 1, k_cat = 2 };

struct Board {
    std::vector<std::string> grid;
    int cat_jump = 1, mouse_jump = 1;
    int rows() const { return static_cast<int>(grid.size()); }
    int cols() const { return grid.empty() ? 0 : static_cast<int>(grid[0].size()); }
    int find(char what) const {
        for (int r = 0; r < rows(); ++r)
            for (int c = 0; c < cols(); ++c)
                if (grid[r][c] == what) return r * cols() + c;
        return -1;
    }
};

// Cells reachable in one move of up to `jump` cells, staying included.
inline std::vector<int> moves_from(const Board& b, int cell, int jump) {
    std::vector<int> out{cell};
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d)
        for (int k = 1; k <= jump; ++k) {
            int r = cell / b.cols() + dr[d] * k, c = cell % b.cols() + dc[d] * k;
            if (r < 0 || r >= b.rows() || c < 0 || c >= b.cols() || b.grid[r][c] == '#') break;
            out.push_back(r * b.cols() + c);
        }
    return out;
}

struct Analysis {
    int cells = 0;
    std::vector<std::int8_t> outcome;  // k_unknown: the mouse can never force the food
    std::vector<int> depth;            // plies under perfect play; 0 at terminals
    int index(int mouse, int cat, int turn) const { return (mouse * cells + cat) * 2 + turn; }
};

inline Analysis analyse(const Board& b) {
    Analysis a;
    a.cells = b.rows() * b.cols();
    const int cells = a.cells, food = b.find('F');
    a.outcome.assign(static_cast<std::size_t>(cells) * cells * 2, k_unknown);
    a.depth.assign(a.outcome.size(), 0);
    std::vector<std::vector<int>> mouse_moves(cells), cat_moves(cells);
    for (int cell = 0; cell < cells; ++cell)
        if (b.grid[cell / b.cols()][cell % b.cols()] != '#') {
            mouse_moves[cell] = moves_from(b, cell, b.mouse_jump);
            cat_moves[cell] = moves_from(b, cell, b.cat_jump);
        }
    std::vector<int> left(a.outcome.size(), 0);
    std::vector<char> done(a.outcome.size(), 0);
    std::deque<int> queue;
    for (int m = 0; m < cells; ++m)
        for (int c = 0; c < cells; ++c) {
            if (mouse_moves[m].empty() || cat_moves[c].empty()) continue;
            left[a.index(m, c, 0)] = static_cast<int>(mouse_moves[m].size());
            left[a.index(m, c, 1)] = static_cast<int>(cat_moves[c].size());
            Outcome o = (m == c || c == food) ? k_cat : m == food ? k_mouse : k_unknown;
            if (o == k_unknown) continue;
            for (int t = 0; t < 2; ++t) {
                a.outcome[a.index(m, c, t)] = o;
                done[a.index(m, c, t)] = 1;
                queue.push_back(a.index(m, c, t));
            }
        }
    while (!queue.empty()) {
        int s = queue.front();
        queue.pop_front();
        int t = s % 2, m = s / 2 / cells, c = s / 2 % cells;
        int pt = 1 - t;
        for (int p : pt == 0 ? mouse_moves[m] : cat_moves[c]) {
            int ps = pt == 0 ? a.index(p, c, 0) : a.index(m, p, 1);
            if (done[ps]) continue;
            Outcome mover = pt == 0 ? k_mouse : k_cat;
            if (a.outcome[s] == mover || --left[ps] == 0) {
                a.outcome[ps] = a.outcome[s];
                a.depth[ps] = a.depth[s] + 1;
                done[ps] = 1;
                queue.push_back(ps);
            }
        }
    }
    return a;
}

// The start position's result: true when the mouse can force the food.
inline bool mouse_wins(const Board& b, const Analysis& a) {
    return a.outcome[a.index(b.find('M'), b.find('C'), 0)] == k_mouse;
}

}  // namespace cat_mouse_2
