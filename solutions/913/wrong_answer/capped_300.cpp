// A bottom-up search over the plies still allowed, published with a horizon
// of 300 plies ("more than any game on 50 nodes can last"): with r plies
// left, a position is a win for whoever can force one within r plies, and
// with none left it is a draw. Wrong whenever
// the forced result from the start takes more than 300 plies:
// hack/grow-hole-n50 is a forced mouse win in 321 plies at n = 50.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size(), horizon = 300;
        // value[turn][mouse * n + cat] with r plies left: 0 draw, 1 mouse, 2 cat.
        vector<vector<int>> value(2, vector<int>(n * n, 0));
        for (int turn = 0; turn < 2; ++turn)
            for (int mouse = 0; mouse < n; ++mouse)
                for (int cat = 0; cat < n; ++cat)
                    value[turn][mouse * n + cat] = mouse == 0 ? 1 : mouse == cat ? 2 : 0;
        vector<vector<int>> next = value;
        for (int r = 1; r <= horizon; ++r) {
            for (int turn = 0; turn < 2; ++turn)
                for (int mouse = 0; mouse < n; ++mouse)
                    for (int cat = 0; cat < n; ++cat) {
                        int& out = next[turn][mouse * n + cat];
                        if (mouse == 0) {
                            out = 1;
                            continue;
                        }
                        if (mouse == cat) {
                            out = 2;
                            continue;
                        }
                        const int mine = turn == 0 ? 1 : 2;
                        bool can_draw = false, any = false;
                        out = 3 - mine;
                        for (int to : graph[turn == 0 ? mouse : cat]) {
                            if (turn == 1 && to == 0) continue;
                            any = true;
                            const int after = turn == 0 ? value[1][to * n + cat] : value[0][mouse * n + to];
                            if (after == mine) {
                                out = mine;
                                break;
                            }
                            if (after == 0) can_draw = true;
                        }
                        if (out != mine && (can_draw || !any)) out = 0;
                    }
            swap(value, next);
        }
        return value[0][1 * n + 2];
    }
};
