// A memoised search with a fixed horizon, published with 200 and with 250
// turns ("the game cannot last longer than that at n <= 50"): a position
// reached at turn 250 is called a draw. It can: hack/grow-n50 is a forced
// win in 257 plies at n = 50, found by annealing one node at a time.
class Solution {
    static constexpr int k_turns = 250;
    vector<vector<int>> g;
    vector<signed char> memo;  // [turn][mouse][cat], -1 unknown
    int n = 0;

    int play(int turn, int mouse, int cat) {
        if (mouse == 0) return 1;
        if (mouse == cat) return 2;
        if (turn == k_turns) return 0;
        signed char& r = memo[(turn * n + mouse) * n + cat];
        if (r >= 0) return r;
        const bool mouse_turn = turn % 2 == 0;
        const int win = mouse_turn ? 1 : 2;
        bool draw = false;
        for (int x : g[mouse_turn ? mouse : cat]) {
            if (!mouse_turn && x == 0) continue;
            const int v = mouse_turn ? play(turn + 1, x, cat) : play(turn + 1, mouse, x);
            if (v == win) return r = win;
            draw |= v == 0;
        }
        return r = draw ? 0 : 3 - win;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        g = graph;
        n = g.size();
        memo.assign(static_cast<size_t>(k_turns) * n * n, -1);
        return play(0, 1, 2);
    }
};
