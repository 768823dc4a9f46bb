// What some published solutions of 1728 compute, for the generator to search
// for boards where they are wrong (a test that rejects them) and to bias its
// stress boards toward them. Not solutions: solutions/1728/wrong_answer/
// race_*.cpp have them as submitted; these are the same ideas, written once
// here.
//
// The family: no game at all, a race to the food by breadth-first distances.
// A move is one jump (up to the player's jump, in a straight line, walls
// stopping it; the other player is no obstacle). Variants:
//   ties-to-mouse    the mouse wins when its moves to the food are no more
//                    than the cat's (it moves first)
//   strictly-closer  ... when strictly fewer (forgets who moves first)
//   steps            ... when its single steps are no more than the cat's
//                    (jumps ignored)
//   steps-over-jump  ... when ceil(steps / jump) is no more than the cat's
//                    (a jump taken as a run of steps that may turn corners)
//   not-adjacent     ties-to-mouse, unless the cat is one move from the
//                    mouse and the mouse is not one move from the food
//   safe-path        the mouse's shortest walk landing only on cells the cat
//                    cannot reach in as many moves (never caught on the way,
//                    so a "true" is always right; a "false" may not be)
#pragma once

#include <algorithm>
#include <array>
#include <climits>
#include <string>
#include <vector>

#include "game.hpp"

namespace published {

inline const std::array<const char*, 6> k_variants = {"ties-to-mouse", "strictly-closer", "steps",
                                                      "steps-over-jump", "not-adjacent", "safe-path"};

// Moves from `from` to every cell with the given jump (INT_MAX when none).
inline std::vector<int> moves_to_all(const cat_mouse_2::Board& b, int from, int jump) {
    std::vector<int> dist(b.rows() * b.cols(), INT_MAX), queue{from};
    dist[from] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int y : cat_mouse_2::moves_from(b, queue[head], jump))
            if (dist[y] == INT_MAX) dist[y] = dist[queue[head]] + 1, queue.push_back(y);
    return dist;
}

inline int ceil_div(int a, int b) { return a == INT_MAX ? INT_MAX : (a + b - 1) / b; }

// The variant's answer: true when it says the mouse wins.
inline bool race(const cat_mouse_2::Board& b, const std::string& variant) {
    const int mouse = b.find('M'), cat = b.find('C'), food = b.find('F');
    const auto mouse_moves = moves_to_all(b, mouse, b.mouse_jump);
    const auto cat_moves = moves_to_all(b, cat, b.cat_jump);
    const int dm = mouse_moves[food], dc = cat_moves[food];
    if (variant == "ties-to-mouse") return dm != INT_MAX && dm <= dc;
    if (variant == "strictly-closer") return dm != INT_MAX && dm < dc;
    if (variant == "steps" || variant == "steps-over-jump") {
        const int sm = moves_to_all(b, mouse, 1)[food], sc = moves_to_all(b, cat, 1)[food];
        if (sm == INT_MAX) return false;
        if (variant == "steps") return sm <= sc;
        return ceil_div(sm, b.mouse_jump) <= ceil_div(sc, b.cat_jump);
    }
    if (variant == "not-adjacent") return dm != INT_MAX && dm <= dc && (dm == 1 || cat_moves[mouse] > 1);
    if (variant == "safe-path") {
        // Breadth-first over cells: landing on x with the k-th move is safe
        // when the cat needs more than k moves to land there (its k-th comes
        // next); on the food, when it needs k or more (the mouse is first).
        std::vector<int> dist(b.rows() * b.cols(), INT_MAX), queue{mouse};
        dist[mouse] = 0;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int x = queue[head];
            if (x == food) return true;
            for (int y : cat_mouse_2::moves_from(b, x, b.mouse_jump))
                if (dist[y] == INT_MAX && cat_moves[y] > dist[x] + (y == food ? 0 : 1))
                    dist[y] = dist[x] + 1, queue.push_back(y);
        }
        return false;
    }
    return false;
}

inline bool known(const std::string& variant) {
    return std::find(k_variants.begin(), k_variants.end(), variant) != k_variants.end();
}

}  // namespace published
