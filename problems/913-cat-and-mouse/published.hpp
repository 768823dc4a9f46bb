// What some published solutions of 913 compute, for the generator to search
// for inputs where they are wrong (a test that rejects them). Not solutions:
// solutions/913/wrong_answer/ has them as submitted; these are the same
// algorithms, written once here.
//
// The family: depth-first minimax where a position already on the search
// path counts as a draw for now; every stored draw is forgotten and the
// search repeated until some table stops changing. Stopping when the whole
// table is unchanged is right (stored wins are sound, and each round settles
// the shallowest wrong draw); stopping earlier is not:
//   mouse-table   when the mouse-to-move table is unchanged
//   start-only    when the start's value is unchanged
//   rounds-n      after n rounds, whatever changes
#pragma once

#include <array>
#include <string>
#include <vector>

namespace published {

class PathDrawMinimax {
public:
    PathDrawMinimax(const std::vector<std::vector<int>>& graph, std::string stop) : m_g(graph), m_stop(std::move(stop)) {}

    // 0 draw, 1 mouse, 2 cat, from the start (mouse on 1, cat on 2, mouse to move).
    int solve() {
        const int n = static_cast<int>(m_g.size());
        m_memo.assign(n, std::vector<std::array<int, 2>>(n, {-1, -1}));
        m_on_path.assign(n, std::vector<std::array<char, 2>>(n, {0, 0}));
        const int rounds = m_stop == "rounds-n" ? n : 4 * n * n + 4;
        for (int round = 0; round < rounds; ++round) {
            auto before = m_memo;
            for (auto& row : m_memo)
                for (auto& cell : row)
                    for (int& v : cell)
                        if (v == 0) v = -1;
            search(1, 2, 0);
            if (m_stop != "rounds-n" && unchanged(before)) break;
        }
        return m_memo[1][2][0];
    }

private:
    bool unchanged(const std::vector<std::vector<std::array<int, 2>>>& before) const {
        const int n = static_cast<int>(m_g.size());
        if (m_stop == "start-only") return before[1][2][0] == m_memo[1][2][0];
        for (int m = 0; m < n; ++m)
            for (int c = 0; c < n; ++c)
                for (int t = 0; t < (m_stop == "mouse-table" ? 1 : 2); ++t)
                    if (before[m][c][t] != m_memo[m][c][t]) return false;
        return true;
    }

    int search(int mouse, int cat, int turn) {
        if (mouse == 0) return 1;
        if (mouse == cat) return 2;
        int& r = m_memo[mouse][cat][turn];
        if (r != -1) return r;
        if (m_on_path[mouse][cat][turn]) return 0;
        m_on_path[mouse][cat][turn] = 1;
        const int me = turn == 0 ? 1 : 2;
        int best = 3 - me;
        for (int next : m_g[turn == 0 ? mouse : cat]) {
            if (turn == 1 && next == 0) continue;
            const int v = turn == 0 ? search(next, cat, 1) : search(mouse, next, 0);
            if (v == me) {
                best = me;
                break;
            }
            if (v == 0) best = 0;
        }
        m_on_path[mouse][cat][turn] = 0;
        return r = best;
    }

    const std::vector<std::vector<int>>& m_g;
    std::string m_stop;
    std::vector<std::vector<std::array<int, 2>>> m_memo;
    std::vector<std::vector<std::array<char, 2>>> m_on_path;
};

}  // namespace published
