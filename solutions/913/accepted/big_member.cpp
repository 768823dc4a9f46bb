// Retrograde analysis with a 16 MiB scratch array as a member. Accepted in
// both modes: LeetCode destroys each Solution after its call, so only one
// such object is alive at a time (--mode leetcode must do the same).
class Solution {
    static constexpr int k_scratch = 4 << 20;
    int scratch[k_scratch];  // 16 MiB, every page written below

public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = static_cast<int>(graph.size());
        std::fill(scratch, scratch + k_scratch, -1);
        // outcome[mouse][cat][turn] and the moves left to refute, both in the scratch array.
        // turn 0: the mouse moves; 1: the cat. Outcome 0 draw, 1 mouse wins, 2 cat wins.
        auto at = [n](int mouse, int cat, int turn) { return (mouse * n + cat) * 2 + turn; };
        int* outcome = scratch;
        int* moves_left = scratch + 2 * n * n;
        for (int mouse = 0; mouse < n; ++mouse)
            for (int cat = 0; cat < n; ++cat) {
                outcome[at(mouse, cat, 0)] = outcome[at(mouse, cat, 1)] = 0;
                moves_left[at(mouse, cat, 0)] = static_cast<int>(graph[mouse].size());
                moves_left[at(mouse, cat, 1)] =
                    static_cast<int>(graph[cat].size() - std::count(graph[cat].begin(), graph[cat].end(), 0));
            }
        std::deque<std::array<int, 3>> decided;
        auto decide = [&](int mouse, int cat, int turn, int result) {
            outcome[at(mouse, cat, turn)] = result;
            decided.push_back({mouse, cat, turn});
        };
        for (int cat = 1; cat < n; ++cat)
            for (int turn = 0; turn < 2; ++turn) {
                decide(0, cat, turn, 1);    // the mouse is in the hole
                decide(cat, cat, turn, 2);  // the cat has caught the mouse
            }
        while (!decided.empty()) {
            auto [mouse, cat, turn] = decided.front();
            decided.pop_front();
            const int result = outcome[at(mouse, cat, turn)];
            // The states one move earlier: the other player moved into this one.
            const int before = 1 - turn;
            const std::vector<int>& from = before == 0 ? graph[mouse] : graph[cat];
            for (int prev : from) {
                if (before == 1 && prev == 0) continue;  // the cat never stands in the hole
                const int m = before == 0 ? prev : mouse, c = before == 0 ? cat : prev;
                if (outcome[at(m, c, before)] != 0) continue;
                const bool mover_wins = result == (before == 0 ? 1 : 2);
                // The mover takes a winning move; otherwise the state is lost once every move is refuted.
                if (mover_wins || --moves_left[at(m, c, before)] == 0) decide(m, c, before, result);
            }
        }
        return outcome[at(1, 2, 0)];
    }
};
