// The game of 913 analysed exactly, for the problem's own tools (generator,
// validator, explain): retrograde analysis with depths. Not a solution: the
// solutions under solutions/913/accepted/ share none of this code.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

namespace cat_mouse {

enum Outcome : std::int8_t { k_draw = 0, k_mouse = 1, k_cat = 2 };

struct Analysis {
    int n = 0;
    // Indexed by (mouse * n + cat) * 2 + turn, turn 0 = the mouse to move.
    std::vector<std::int8_t> outcome;
    // Plies to the end under perfect play: the winner as fast as it can,
    // the loser as slowly as it can. 0 at terminal positions.
    std::vector<int> depth;

    int index(int mouse, int cat, int turn) const { return (mouse * n + cat) * 2 + turn; }
    Outcome result(int mouse = 1, int cat = 2, int turn = 0) const {
        return static_cast<Outcome>(outcome[index(mouse, cat, turn)]);
    }
    int plies(int mouse = 1, int cat = 2, int turn = 0) const { return depth[index(mouse, cat, turn)]; }
};

// Positions are coloured from the terminal ones in breadth-first order, so a
// win gets the shortest forced length and a loss the longest defence.
inline Analysis analyse(const std::vector<std::vector<int>>& graph) {
    Analysis a;
    const int n = static_cast<int>(graph.size());
    a.n = n;
    a.outcome.assign(static_cast<std::size_t>(n) * n * 2, k_draw);
    a.depth.assign(a.outcome.size(), 0);
    std::vector<int> degree(a.outcome.size(), 0);
    for (int m = 0; m < n; ++m)
        for (int c = 0; c < n; ++c) {
            degree[a.index(m, c, 0)] = static_cast<int>(graph[m].size());
            int cat_moves = 0;
            for (int x : graph[c]) cat_moves += x != 0;
            degree[a.index(m, c, 1)] = cat_moves;
        }
    std::deque<int> queue;
    std::vector<char> done(a.outcome.size(), 0);
    for (int c = 1; c < n; ++c)
        for (int t = 0; t < 2; ++t) {
            int s = a.index(0, c, t);
            a.outcome[s] = k_mouse;
            done[s] = 1;
            queue.push_back(s);
            s = a.index(c, c, t);
            a.outcome[s] = k_cat;
            done[s] = 1;
            queue.push_back(s);
        }
    while (!queue.empty()) {
        int s = queue.front();
        queue.pop_front();
        int t = s % 2, m = s / 2 / n, c = s / 2 % n;
        int pt = 1 - t;
        const auto& from = pt == 0 ? graph[m] : graph[c];
        for (int p : from) {
            int pm = pt == 0 ? p : m, pc = pt == 0 ? c : p;
            if (pc == 0) continue;
            int ps = a.index(pm, pc, pt);
            if (done[ps]) continue;
            Outcome mover = pt == 0 ? k_mouse : k_cat;
            if (a.outcome[s] == mover || --degree[ps] == 0) {
                a.outcome[ps] = a.outcome[s];
                a.depth[ps] = a.depth[s] + 1;
                done[ps] = 1;
                queue.push_back(ps);
            }
        }
    }
    return a;
}

}  // namespace cat_mouse
