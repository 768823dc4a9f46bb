// Plain minimax without memo: a repeated position on the current line is a
// draw, everything else is searched again and again. Right, but exponential.
class Solution {
    vector<vector<int>>* g;
    set<array<int, 3>> line;
    int search(int mouse, int cat, int turn) {
        if (mouse == 0) return 1;
        if (mouse == cat) return 2;
        if (!line.insert({mouse, cat, turn}).second) return 0;
        int best = turn == 0 ? 2 : 1;
        for (int x : (*g)[turn == 0 ? mouse : cat]) {
            if (turn == 1 && x == 0) continue;
            int v = turn == 0 ? search(x, cat, 1) : search(mouse, x, 0);
            if (v == (turn == 0 ? 1 : 2)) { best = v; break; }
            if (v == 0) best = 0;
        }
        line.erase({mouse, cat, turn});
        return best;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        g = &graph;
        return search(1, 2, 0);
    }
};
