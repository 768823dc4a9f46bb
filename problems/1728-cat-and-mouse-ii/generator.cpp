// Test generator for 1728, seeded and reproducible:
//   generator FAMILY SEED ROWS COLS [CATJUMP MOUSEJUMP] [ITERS | CAP ITERS]
// prints one valid board (three lines, LeetCode syntax). A jump of 0 means
// "pick one at random". Families:
//   random   walls with a random density      open     no walls
//   maze     a random spanning-tree maze       corridor one row (or column)
//   snake    a serpentine corridor filling the board
//   climb ITERS     annealing toward the longest forced mouse win (exact
//                   analysis of game.hpp)
//   hack CAP ITERS  climb until the mouse's forced win takes more than CAP
//                   plies, then shrink while it does; exits 1 if not found
//   deep ITERS [HEAT]  simulated annealing (wall flips, moving the food,
//                   changing a jump given as 0) on the longest forced mouse
//                   win from any start, the sum of all of them breaking ties;
//                   M and C are then put on the deepest start
//   path ITERS [HEAT]  jumps 1 1: simulated annealing (wall flips, moving the
//                   food) on the farthest walk to the food, M put at its end
//                   and C on the cell (floor or wall) where the exact
//                   analysis gives the longest forced mouse win
//   generator counter VARIANT SEED ROWS COLS ITERS   a board that a
//                   distance race of published.hpp gets wrong: annealing
//                   (walls, food, jumps) on how many starts it gets wrong,
//                   then some of those starts shrunk, the smallest kept;
//                   exits 1 if none is found
// and, for judge stress:
//   generator stress SEED   one small board for stress testing: a third of
//                           them race boards (where a race to the food may
//                           mislead), the rest of every family, half of
//                           those climbed toward long mouse wins
//   generator shrink        reads a board, prints every valid board one step
//                           smaller (a row, a column or a wall fewer, a jump
//                           one shorter), each followed by a line "%%"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "game.hpp"
#include "generator_main.hpp"
#include "published.hpp"

namespace {

using cat_mouse_2::Board;
using lcgen::rng;

int uniform(int lo, int hi) { return rng.uniform(lo, hi); }
double unit() { return rng.unit(); }

// Places C, M and F on distinct floor cells (making floor if needed).
void place_pieces(Board& b) {
    if (b.rows() * b.cols() < 3) {  // no room for three pieces: say so rather than search forever
        std::fprintf(stderr, "generator: a %dx%d board has no room for three pieces\n", b.rows(), b.cols());
        std::exit(2);
    }
    std::vector<int> floor;
    for (int cell = 0; cell < b.rows() * b.cols(); ++cell)
        if (b.grid[cell / b.cols()][cell % b.cols()] == '.') floor.push_back(cell);
    while (floor.size() < 3) {
        int cell = uniform(0, b.rows() * b.cols() - 1);
        if (std::find(floor.begin(), floor.end(), cell) == floor.end()) {
            b.grid[cell / b.cols()][cell % b.cols()] = '.';
            floor.push_back(cell);
        }
    }
    std::shuffle(floor.begin(), floor.end(), rng);
    const char pieces[3] = {'C', 'M', 'F'};
    for (int i = 0; i < 3; ++i) b.grid[floor[i] / b.cols()][floor[i] % b.cols()] = pieces[i];
}

Board blank(int rows, int cols, char fill) {
    Board b;
    b.grid.assign(rows, std::string(cols, fill));
    return b;
}

Board maze(int rows, int cols) {
    Board b = blank(rows, cols, '#');
    // Depth-first carving on the even cells, then a few extra openings.
    std::vector<int> stack{0};
    b.grid[0][0] = '.';
    while (!stack.empty()) {
        int cell = stack.back(), r = cell / cols, c = cell % cols;
        std::vector<int> next;
        const int dr[4] = {-2, 2, 0, 0}, dc[4] = {0, 0, -2, 2};
        for (int d = 0; d < 4; ++d) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && b.grid[nr][nc] == '#') next.push_back(d);
        }
        if (next.empty()) {
            stack.pop_back();
            continue;
        }
        int d = next[uniform(0, static_cast<int>(next.size()) - 1)];
        b.grid[r + dr[d] / 2][c + dc[d] / 2] = '.';
        b.grid[r + dr[d]][c + dc[d]] = '.';
        stack.push_back((r + dr[d]) * cols + c + dc[d]);
    }
    for (int extra = uniform(0, 3); extra > 0; --extra) b.grid[uniform(0, rows - 1)][uniform(0, cols - 1)] = '.';
    return b;
}

Board snake(int rows, int cols) {
    Board b = blank(rows, cols, '#');
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (r % 2 == 0 || c == ((r / 2) % 2 == 0 ? cols - 1 : 0)) b.grid[r][c] = '.';
    return b;
}

Board family(const std::string& name, int rows, int cols) {
    if (name == "open") return blank(rows, cols, '.');
    if (name == "maze") return maze(rows, cols);
    if (name == "snake") return snake(rows, cols);
    if (name == "corridor") {  // one row or one column, as long as the larger side (room for three pieces)
        int length = std::max({rows, cols, 3});
        return uniform(0, 1) ? blank(1, length, '.') : blank(length, 1, '.');
    }
    if (name == "random") {
        Board b = blank(rows, cols, '.');
        double walls = unit() * 0.5;
        for (auto& row : b.grid)
            for (char& ch : row)
                if (unit() < walls) ch = '#';
        return b;
    }
    std::fprintf(stderr, "generator: unknown family '%s'\n", name.c_str());
    std::exit(2);
}

void print(const Board& b) {
    std::string s = "[";
    for (int r = 0; r < b.rows(); ++r) s += (r ? ",\"" : "\"") + b.grid[r] + "\"";
    std::printf("%s]\n%d\n%d\n", s.c_str(), b.cat_jump, b.mouse_jump);
}

// The mouse's forced-win length from the start; -1 when it cannot win.
int score(const Board& b) {
    auto a = cat_mouse_2::analyse(b);
    if (!cat_mouse_2::mouse_wins(b, a)) return -1;
    return a.depth[a.index(b.find('M'), b.find('C'), 0)];
}

Board mutate(Board b) {
    int kind = uniform(0, 9);
    int r = uniform(0, b.rows() - 1), c = uniform(0, b.cols() - 1);
    char& cell = b.grid[r][c];
    if (kind < 6) {
        if (cell == '.') cell = '#';
        else if (cell == '#') cell = '.';
    } else if (kind < 9) {
        if (cell == '.' || cell == '#') {
            const char pieces[3] = {'C', 'M', 'F'};
            int from = b.find(pieces[kind - 6]);
            b.grid[from / b.cols()][from % b.cols()] = '.';
            cell = pieces[kind - 6];
        }
    } else if (uniform(0, 1)) {
        b.cat_jump = std::clamp(b.cat_jump + (uniform(0, 1) ? 1 : -1), 1, 8);
    } else {
        b.mouse_jump = std::clamp(b.mouse_jump + (uniform(0, 1) ? 1 : -1), 1, 8);
    }
    return b;
}

Board climb(Board current, int iterations, double heat) {
    int current_score = score(current);
    Board best = current;
    int best_score = current_score;
    for (int i = 0; i < iterations; ++i) {
        double temperature = heat * (1.0 - static_cast<double>(i) / iterations) + 0.02;
        Board next = mutate(current);
        int s = score(next);
        if (s >= current_score || unit() < std::exp((s - current_score) / temperature)) {
            current = std::move(next);
            current_score = s;
            if (s > best_score) {
                best = current;
                best_score = s;
            }
        }
    }
    return best;
}

bool complete(const Board& b) { return b.find('C') >= 0 && b.find('M') >= 0 && b.find('F') >= 0; }

// Removes rows and columns, then walls, then lowers jumps, while keep holds.
template <class Keep>
Board shrink(Board b, Keep keep) {
    for (bool changed = true; changed;) {
        changed = false;
        for (int r = 0; r < b.rows() && b.rows() > 1 && !changed; ++r) {
            Board h = b;
            h.grid.erase(h.grid.begin() + r);
            if (complete(h) && keep(h)) b = h, changed = true;
        }
        for (int c = 0; c < b.cols() && b.cols() > 1 && !changed; ++c) {
            Board h = b;
            for (auto& row : h.grid) row.erase(row.begin() + c);
            if (complete(h) && keep(h)) b = h, changed = true;
        }
        for (int cell = 0; cell < b.rows() * b.cols() && !changed; ++cell) {
            Board h = b;
            char& ch = h.grid[cell / b.cols()][cell % b.cols()];
            if (ch != '#') continue;
            ch = '.';
            if (keep(h)) b = h, changed = true;
        }
        for (int* jump : {&b.cat_jump, &b.mouse_jump}) {
            if (changed || *jump == 1) continue;
            --*jump;
            if (keep(b)) changed = true;
            else ++*jump;
        }
    }
    return b;
}


// The deepest forced mouse win from any start (mouse to move, M and C on
// distinct floor cells off the food), the sum over all of them, and where.
struct Deepest {
    int plies = -1;
    long sum = 0;
    int mouse = -1, cat = -1;
};

Deepest deepest(const Board& b) {
    auto a = cat_mouse_2::analyse(b);
    const int cells = b.rows() * b.cols(), food = b.find('F');
    Deepest d;
    for (int m = 0; m < cells; ++m) {
        if (m == food || b.grid[m / b.cols()][m % b.cols()] == '#') continue;
        for (int c = 0; c < cells; ++c) {
            if (c == m || c == food || b.grid[c / b.cols()][c % b.cols()] == '#') continue;
            const int s = a.index(m, c, 0);
            if (a.outcome[s] != cat_mouse_2::k_mouse) continue;
            d.sum += a.depth[s];
            if (a.depth[s] > d.plies) d.plies = a.depth[s], d.mouse = m, d.cat = c;
        }
    }
    return d;
}

// `b` with only walls, floor and the food: the pieces are placed later.
Board bare(Board b) {
    for (auto& row : b.grid)
        for (char& ch : row)
            if (ch == 'C' || ch == 'M') ch = '.';
    return b;
}

// Simulated annealing toward the deepest forced mouse win from any start.
// Moves: flip a wall (never the food's cell), move the food, change a jump
// not fixed by the caller. Temperature falls geometrically from `heat` to
// 0.05; ties are broken by the sum of all forced-win depths.
Board deep(Board b, long iterations, double heat, bool cat_jump_free, bool mouse_jump_free) {
    b = bare(b);
    auto value = [](const Deepest& d) {
        return static_cast<double>(d.plies) + 2e-4 * static_cast<double>(d.sum) / 64.0;
    };
    Deepest current = deepest(b), best_found = current;
    Board best = b;
    for (long i = 0; i < iterations; ++i) {
        const double temperature = heat * std::pow(0.05 / heat, static_cast<double>(i) / iterations);
        Board next = b;
        const int kind = uniform(0, 19);
        const int cell = uniform(0, b.rows() * b.cols() - 1);
        char& ch = next.grid[cell / b.cols()][cell % b.cols()];
        if (kind < 16) {
            if (ch == 'F') continue;
            ch = ch == '#' ? '.' : '#';
        } else if (kind < 18) {
            if (ch == 'F') continue;
            const int food = next.find('F');
            next.grid[food / b.cols()][food % b.cols()] = '.';
            ch = 'F';
        } else if (kind == 18 && cat_jump_free) {
            next.cat_jump = std::clamp(next.cat_jump + (uniform(0, 1) ? 1 : -1), 1, 8);
        } else if (kind == 19 && mouse_jump_free) {
            next.mouse_jump = std::clamp(next.mouse_jump + (uniform(0, 1) ? 1 : -1), 1, 8);
        } else {
            continue;
        }
        const Deepest d = deepest(next);
        const double delta = value(d) - value(current);
        if (delta >= 0 || unit() < std::exp(delta / temperature)) {
            b = std::move(next);
            current = d;
            if (value(d) > value(best_found)) best_found = d, best = b;
        }
    }
    const Deepest d = deepest(best);
    if (d.plies < 0) return best;
    best.grid[d.mouse / best.cols()][d.mouse % best.cols()] = 'M';
    best.grid[d.cat / best.cols()][d.cat % best.cols()] = 'C';
    return best;
}


// The farthest floor cell from the food in single steps (-1 when none) and
// its distance.
std::pair<int, int> farthest(const Board& b) {
    const int cells = b.rows() * b.cols(), food = b.find('F');
    std::vector<int> dist(cells, -1), queue{food};
    dist[food] = 0;
    std::pair<int, int> best{-1, 0};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int x = queue[head];
        for (int y : cat_mouse_2::moves_from(b, x, 1))
            if (dist[y] < 0) {
                dist[y] = dist[x] + 1;
                queue.push_back(y);
                if (dist[y] > best.second) best = {y, dist[y]};
            }
    }
    return best;
}

// Annealing on the farthest walk to the food (the floor count breaking
// ties), then M at its end and C wherever the exact analysis says the
// mouse's forced win is longest.
Board path(Board b, long iterations, double heat) {
    b = bare(b);
    b.cat_jump = b.mouse_jump = 1;
    // A wall cell with no floor beside it but (perhaps) the mouse's: the cat
    // there can never catch up with the mouse (an isolated cell, or a pocket
    // behind the mouse's start). Without one the walk counts one step less.
    auto cat_cell = [](const Board& h, int mouse) {
        for (int cell = 0; cell < h.rows() * h.cols(); ++cell) {
            if (h.grid[cell / h.cols()][cell % h.cols()] != '#') continue;
            Board open = h;
            open.grid[cell / h.cols()][cell % h.cols()] = '.';
            const auto beside = cat_mouse_2::moves_from(open, cell, 1);
            if (std::all_of(beside.begin() + 1, beside.end(), [&](int x) { return x == mouse; })) return true;
        }
        return false;
    };
    auto value = [&](const Board& h) {
        int floor = 0;
        for (const auto& row : h.grid) floor += static_cast<int>(std::count(row.begin(), row.end(), '.'));
        const auto [mouse, walk] = farthest(h);
        return walk - (cat_cell(h, mouse) ? 0 : 1) + 1e-3 * floor;
    };
    double current = value(b), best_value = current;
    Board best = b;
    for (long i = 0; i < iterations; ++i) {
        const double temperature = heat * std::pow(0.02 / heat, static_cast<double>(i) / iterations);
        Board next = b;
        const int cell = uniform(0, b.rows() * b.cols() - 1);
        char& ch = next.grid[cell / b.cols()][cell % b.cols()];
        if (ch == 'F') continue;
        if (uniform(0, 9) == 0) {
            const int food = next.find('F');
            next.grid[food / b.cols()][food % b.cols()] = '.';
            ch = 'F';
        } else {
            ch = ch == '#' ? '.' : '#';
        }
        const double v = value(next);
        if (v >= current || unit() < std::exp((v - current) / temperature)) {
            b = std::move(next);
            current = v;
            if (v > best_value) best_value = v, best = b;
        }
    }
    // M and C on the deepest start, the cat perhaps on a wall cell opened for it.
    Board chosen = best;
    Deepest chosen_deep = deepest(best);
    for (int cell = 0; cell < best.rows() * best.cols(); ++cell) {
        if (best.grid[cell / best.cols()][cell % best.cols()] != '#') continue;
        Board h = best;
        h.grid[cell / best.cols()][cell % best.cols()] = '.';
        if (const Deepest d = deepest(h); d.plies > chosen_deep.plies) chosen = h, chosen_deep = d;
    }
    if (chosen_deep.plies < 0) return chosen;
    chosen.grid[chosen_deep.mouse / chosen.cols()][chosen_deep.mouse % chosen.cols()] = 'M';
    chosen.grid[chosen_deep.cat / chosen.cols()][chosen_deep.cat % chosen.cols()] = 'C';
    return chosen;
}

// Steps (single cells) from `from` to the food, a large number when none.
int steps_to_food(const Board& b, int from) {
    const int d = published::moves_to_all(b, from, 1)[b.find('F')];
    return d == INT_MAX ? 1000 : d;
}

// The starts (mouse, cat) on `b`'s walls and food where the race `variant`
// (published.hpp) answers other than the exact analysis.
std::vector<std::pair<int, int>> fooled_at(const Board& b, const std::string& variant) {
    const Board empty = bare(b);
    const auto a = cat_mouse_2::analyse(empty);
    const int cells = b.rows() * b.cols(), food = empty.find('F');
    std::vector<std::pair<int, int>> out;
    for (int m = 0; m < cells; ++m) {
        if (m == food || empty.grid[m / b.cols()][m % b.cols()] == '#') continue;
        for (int c = 0; c < cells; ++c) {
            if (c == m || c == food || empty.grid[c / b.cols()][c % b.cols()] == '#') continue;
            Board h = empty;
            h.grid[m / b.cols()][m % b.cols()] = 'M';
            h.grid[c / b.cols()][c % b.cols()] = 'C';
            if (published::race(h, variant) != (a.outcome[a.index(m, c, 0)] == cat_mouse_2::k_mouse))
                out.emplace_back(m, c);
        }
    }
    return out;
}

// A small board where a race to the food (published.hpp) may well mislead.
// Half of them: the cat nearer the food in steps, the mouse no later in
// moves (the pieces placed again until so, or 50 tries). The other half:
// up to 60 small layouts (walls, food, jumps) until one has a start where
// the race misleads, that start chosen: first a mouse win although the cat
// gets to every way of the mouse's, counted in moves, before it (the mouse
// wins by waiting to see where the cat goes: rare, about 1.6% of 6x6
// layouts have one), else a cat win although the mouse is no later to the
// food in moves (the cat cuts it off).
Board race_board() {
    if (uniform(0, 1)) {
        Board last;
        std::pair<int, int> cut_off{-1, -1};
        Board cut_off_board;
        for (int attempt = 0; attempt < 60; ++attempt) {
            const char* families[] = {"random", "random", "open", "maze"};
            Board b = bare(family(families[uniform(0, 3)], uniform(3, 6), uniform(3, 6)));
            if (b.find('F') < 0) b.grid[uniform(0, b.rows() - 1)][uniform(0, b.cols() - 1)] = 'F';
            b.cat_jump = uniform(1, 3);
            b.mouse_jump = uniform(1, 3);
            auto place = [](Board h, std::pair<int, int> start) {
                h.grid[start.first / h.cols()][start.first % h.cols()] = 'M';
                h.grid[start.second / h.cols()][start.second % h.cols()] = 'C';
                return h;
            };
            if (const auto waits = fooled_at(b, "safe-path"); !waits.empty())
                return place(b, waits[uniform(0, static_cast<int>(waits.size()) - 1)]);
            if (cut_off.first < 0)
                if (const auto cuts = fooled_at(b, "ties-to-mouse"); !cuts.empty())
                    cut_off = cuts[uniform(0, static_cast<int>(cuts.size()) - 1)], cut_off_board = b;
            last = b;
        }
        if (cut_off.first >= 0) {
            cut_off_board.grid[cut_off.first / cut_off_board.cols()][cut_off.first % cut_off_board.cols()] = 'M';
            cut_off_board.grid[cut_off.second / cut_off_board.cols()][cut_off.second % cut_off_board.cols()] = 'C';
            return cut_off_board;
        }
        const int food = last.find('F');
        last.grid[food / last.cols()][food % last.cols()] = '.';
        place_pieces(last);  // none misleads here: pieces anywhere
        return last;
    }
    int rows = uniform(1, 5), cols = uniform(rows == 1 ? 3 : 1, 5);
    if (rows * cols < 3) cols = 2;
    const char* families[] = {"random", "random", "open", "maze", "corridor"};
    Board b = family(families[uniform(0, 4)], rows, cols);
    b.cat_jump = uniform(1, 3);
    b.mouse_jump = uniform(1, 4);
    const Board walls = b;
    for (int attempt = 0; attempt < 50; ++attempt) {
        b = walls;
        place_pieces(b);
        const int mouse = b.find('M'), cat = b.find('C'), food = b.find('F');
        const bool cat_nearer = steps_to_food(b, cat) < steps_to_food(b, mouse);
        const bool mouse_sooner = published::moves_to_all(b, mouse, b.mouse_jump)[food] <=
                                  published::moves_to_all(b, cat, b.cat_jump)[food];
        if (cat_nearer && mouse_sooner) break;
    }
    return b;
}

bool fools(const Board& b, const std::string& variant) { return published::race(b, variant) != (score(b) >= 0); }

// A board that the race `variant` gets wrong: simulated annealing on the
// number of starts it gets wrong (wall flips, moving the food, changing a
// jump), then the start of the best board that stays wrong while it is
// shrunk the most. Exits 1 if none is found.
int counter(const std::string& variant, int rows, int cols, long iterations) {
    Board b = bare(family(uniform(0, 1) ? "maze" : "random", rows, cols));
    if (b.find('F') < 0) b.grid[uniform(0, rows - 1)][uniform(0, cols - 1)] = 'F';
    b.cat_jump = uniform(1, 4);
    b.mouse_jump = uniform(1, 4);
    long current = static_cast<long>(fooled_at(b, variant).size()), best_count = current;
    Board best = b;
    for (long i = 0; i < iterations; ++i) {
        const double temperature = 2.0 * std::pow(0.05 / 2.0, static_cast<double>(i) / iterations);
        Board next = b;
        const int kind = uniform(0, 9), cell = uniform(0, rows * cols - 1);
        char& ch = next.grid[cell / cols][cell % cols];
        if (kind < 6) {
            if (ch == 'F') continue;
            ch = ch == '#' ? '.' : '#';
        } else if (kind < 8) {
            if (ch == 'F') continue;
            const int food = next.find('F');
            next.grid[food / cols][food % cols] = '.';
            ch = 'F';
        } else {
            int& jump = kind == 8 ? next.cat_jump : next.mouse_jump;
            jump = std::clamp(jump + (uniform(0, 1) ? 1 : -1), 1, 8);
        }
        const long count = static_cast<long>(fooled_at(next, variant).size());
        if (count >= current || unit() < std::exp((count - current) / temperature)) {
            b = std::move(next);
            current = count;
            if (count > best_count) best_count = count, best = b;
        }
    }
    auto starts = fooled_at(best, variant);
    std::shuffle(starts.begin(), starts.end(), rng);
    if (starts.size() > 16) starts.resize(16);  // a shrink each: enough to choose from
    if (starts.empty()) {
        std::fprintf(stderr, "generator: no board found that %s gets wrong\n", variant.c_str());
        return 1;
    }
    // Some starts it gets wrong, shrunk; the smallest wins (the first of equals).
    Board chosen;
    for (const auto& [m, c] : starts) {
        Board h = best;
        h.grid[m / cols][m % cols] = 'M';
        h.grid[c / cols][c % cols] = 'C';
        h = shrink(h, [&](const Board& x) { return fools(x, variant); });
        auto size = [](const Board& x) { return x.rows() * x.cols() * 100 + x.cat_jump + x.mouse_jump; };
        if (chosen.grid.empty() || size(h) < size(chosen)) chosen = h;
    }
    const int plies = score(chosen);
    std::fprintf(stderr, "%dx%d, jumps %d %d: %s says %s; the mouse %s (%ld of the best board's starts fooled it)\n",
                 chosen.rows(), chosen.cols(), chosen.cat_jump, chosen.mouse_jump, variant.c_str(),
                 published::race(chosen, variant) ? "true" : "false",
                 plies < 0 ? "cannot force the food" : ("wins in " + std::to_string(plies) + " plies").c_str(),
                 best_count);
    print(chosen);
    return 0;
}

// One stress board: a third of them race boards, the rest as before (small
// boards of every family, half of them climbed toward long mouse wins).
Board stress_board() {
    if (uniform(0, 2) == 0) return race_board();
    int rows = uniform(1, 6), cols = uniform(rows == 1 ? 3 : 1, 6);
    if (rows * cols < 3) cols = 2;  // 2x1 has no room for three pieces; other seeds keep their boards
    const char* families[] = {"random", "random", "open", "maze", "corridor"};
    Board b = family(families[uniform(0, 4)], rows, cols);
    place_pieces(b);
    b.cat_jump = uniform(1, std::max(rows, cols) + 1);
    b.mouse_jump = uniform(1, std::max(rows, cols) + 1);
    b.cat_jump = std::min(b.cat_jump, 8);
    b.mouse_jump = std::min(b.mouse_jump, 8);
    if (uniform(0, 1)) b = climb(b, uniform(100, 800), unit() * 3.0);
    return b;
}

int stress() {
    print(stress_board());
    return 0;
}

// Every valid board one step smaller.
int shrink_candidates(const std::string& input) {
    Board b;
    std::istringstream in(input);
    std::string line;
    std::getline(in, line);
    for (std::size_t at = line.find('"'); at != std::string::npos; at = line.find('"', line.find('"', at + 1) + 1))
        b.grid.push_back(line.substr(at + 1, line.find('"', at + 1) - at - 1));
    in >> b.cat_jump >> b.mouse_jump;
    auto emit = [](const Board& h) {
        if (!complete(h) || h.rows() < 1 || h.cols() < 1) return;
        print(h);
        lcgen::next_candidate();
    };
    for (int r = 0; r < b.rows() && b.rows() > 1; ++r) {
        Board h = b;
        h.grid.erase(h.grid.begin() + r);
        emit(h);
    }
    for (int c = 0; c < b.cols() && b.cols() > 1; ++c) {
        Board h = b;
        for (auto& row : h.grid) row.erase(row.begin() + c);
        emit(h);
    }
    for (int cell = 0; cell < b.rows() * b.cols(); ++cell) {
        if (b.grid[cell / b.cols()][cell % b.cols()] != '#') continue;
        Board h = b;
        h.grid[cell / b.cols()][cell % b.cols()] = '.';
        emit(h);
    }
    for (int* jump : {&b.cat_jump, &b.mouse_jump})
        if (*jump > 1) {
            --*jump;
            emit(b);
            ++*jump;
        }
    return 0;
}

// ROWS and COLS of a recipe's arguments (at 1 and 2), checked.
std::pair<int, int> board_size(const lcgen::Args& a, std::size_t at) {
    const int rows = a.small_integer(at), cols = a.small_integer(at + 1);
    if (rows < 1 || rows > 8 || cols < 1 || cols > 8 || rows * cols < 3)
        throw lcgen::BadArgument("ROWS and COLS must be 1..8, with room for three pieces");
    return {rows, cols};
}

// CATJUMP and MOUSEJUMP (at 3 and 4): a jump of 0 or none is drawn.
void pick_jumps(const lcgen::Args& a, Board& b) {
    const int cat_jump = a.small_integer(3, 0), mouse_jump = a.small_integer(4, 0);
    b.cat_jump = cat_jump > 0 ? std::min(cat_jump, 8) : uniform(1, 8);
    b.mouse_jump = mouse_jump > 0 ? std::min(mouse_jump, 8) : uniform(1, 8);
}

// deep SEED ROWS COLS CATJUMP MOUSEJUMP ITERS [HEAT]; a jump of 0 is annealed too
int deep_recipe(const lcgen::Args& a) {
    const auto [rows, cols] = board_size(a, 1);
    Board b = family(uniform(0, 1) ? "maze" : "random", rows, cols);
    place_pieces(b);
    pick_jumps(a, b);
    b = deep(b, a.integer(5, 100000), a.real(6, 3.0), a.small_integer(3, 0) == 0, a.small_integer(4, 0) == 0);
    if (score(b) < 0) {
        std::fprintf(stderr, "generator: deep found no forced mouse win\n");
        return 1;
    }
    std::fprintf(stderr, "%dx%d, jumps %d %d, forced mouse win in %d plies\n", b.rows(), b.cols(), b.cat_jump,
                 b.mouse_jump, score(b));
    print(b);
    return 0;
}

// path SEED ROWS COLS ITERS [HEAT]: jumps 1 1, the longest walk annealing finds
int path_recipe(const lcgen::Args& a) {
    const auto [rows, cols] = board_size(a, 1);
    Board b = family("random", rows, cols);
    place_pieces(b);
    b = path(b, a.integer(3, 1000000), a.real(4, 2.0));
    if (score(b) < 0) {
        std::fprintf(stderr, "generator: path found no forced mouse win\n");
        return 1;
    }
    std::fprintf(stderr, "%dx%d, jumps 1 1, forced mouse win in %d plies\n", b.rows(), b.cols(), score(b));
    print(b);
    return 0;
}

// climb SEED ROWS COLS [CATJUMP MOUSEJUMP [ITERS]], hack ... [CAP [ITERS]]
int climb_recipe(const lcgen::Args& a) {
    const auto [rows, cols] = board_size(a, 1);
    const bool hack = a.recipe() == "hack";
    const int cap = hack ? a.small_integer(5, 0) : 0;
    const int iterations = a.small_integer(hack ? 6 : 5, 5000);
    auto beats = [cap](const Board& b) { return score(b) > cap; };
    for (int attempt = 0; attempt < (hack ? 100000 : 1); ++attempt) {
        Board b = family(uniform(0, 1) ? "maze" : "random", rows, cols);
        place_pieces(b);
        pick_jumps(a, b);
        b = climb(b, uniform(iterations / 4, iterations), unit() * 3.0);
        if (!hack) {
            std::fprintf(stderr, "score %d\n", score(b));
            print(b);
            return 0;
        }
        if (!beats(b)) continue;
        b = shrink(b, beats);
        std::fprintf(stderr, "%dx%d, forced mouse win in %d plies > %d\n", b.rows(), b.cols(), score(b), cap);
        print(b);
        return 0;
    }
    return 1;
}

}  // namespace

lcgen::Generator generator() {
    return {{
                {"counter", "VARIANT SEED ROWS COLS ITERS",
                 [](const lcgen::Args& a) {
                     if (!published::known(a.text(0))) throw lcgen::BadArgument("VARIANT is not one of published.hpp");
                     const auto [rows, cols] = board_size(a, 2);
                     return counter(a.text(0), rows, cols, static_cast<long>(a.integer(4)));
                 }},
                {"deep", "SEED ROWS COLS CATJUMP MOUSEJUMP [ITERS [HEAT]]", deep_recipe},
                {"path", "SEED ROWS COLS [ITERS [HEAT]]", path_recipe},
                {"climb", "SEED ROWS COLS [CATJUMP MOUSEJUMP [ITERS]]", climb_recipe},
                {"hack", "SEED ROWS COLS [CATJUMP MOUSEJUMP [CAP [ITERS]]]", climb_recipe},
                // random, open, maze, snake, corridor, ...: family()
                {lcgen::any_name, "SEED ROWS COLS [CATJUMP MOUSEJUMP]",
                 [](const lcgen::Args& a) {
                     const auto [rows, cols] = board_size(a, 1);
                     Board b = family(a.recipe(), rows, cols);
                     place_pieces(b);
                     pick_jumps(a, b);
                     print(b);
                     return 0;
                 }},
            },
            stress,
            shrink_candidates};
}
