// A widely published memoised search that stops after 5n plies and calls the
// game a draw there. Wrong whenever the forced win from the start takes 5n
// plies or more: hack/deep-n16 (81 plies at n = 16) is one, found by annealing.
class Solution {
    int n;
    vector<vector<int>>* g;
    vector<vector<vector<int>>> memo;
    int search(int k, int mouse, int cat) {
        if (k >= 5 * n) return 0;
        if (mouse == 0) return 1;
        if (mouse == cat) return 2;
        int& r = memo[k][mouse][cat];
        if (r != -1) return r;
        bool mouse_turn = k % 2 == 0;
        int best = mouse_turn ? 2 : 1;
        for (int x : (*g)[mouse_turn ? mouse : cat]) {
            if (!mouse_turn && x == 0) continue;
            int v = mouse_turn ? search(k + 1, x, cat) : search(k + 1, mouse, x);
            if (v == (mouse_turn ? 1 : 2)) return r = v;
            if (v == 0) best = 0;
        }
        return r = best;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        n = graph.size();
        g = &graph;
        memo.assign(5 * n, vector<vector<int>>(n, vector<int>(n, -1)));
        return search(0, 1, 2);
    }
};
