// Depth-first minimax with a path-draw, repeated with the stored draws
// forgotten until the answer at the start stops changing: a round that
// changes nothing at the start may still have settled positions that change
// it in the next. Wrong on the hack tests minimax-start-*: the cat forces a
// win and this says draw.
class Solution {
    vector<vector<int>>* g;
    vector<vector<array<int, 2>>> memo;
    vector<vector<array<bool, 2>>> visiting;

    int dfs(int mouse, int cat, int turn) {
        if (mouse == 0) return 1;
        if (mouse == cat) return 2;
        if (memo[mouse][cat][turn] >= 0) return memo[mouse][cat][turn];
        if (visiting[mouse][cat][turn]) return 0;
        visiting[mouse][cat][turn] = true;
        const int mine = turn == 0 ? 1 : 2;
        int result = 3 - mine;
        for (int next : (*g)[turn == 0 ? mouse : cat]) {
            if (turn == 1 && next == 0) continue;
            int v = turn == 0 ? dfs(next, cat, 1) : dfs(mouse, next, 0);
            if (v == mine) {
                result = mine;
                break;
            }
            if (v == 0) result = 0;
        }
        visiting[mouse][cat][turn] = false;
        return memo[mouse][cat][turn] = result;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size();
        g = &graph;
        memo.assign(n, vector<array<int, 2>>(n, {-1, -1}));
        visiting.assign(n, vector<array<bool, 2>>(n, {false, false}));
        int answer = -1;
        for (int round = 0; round < 4 * n * n; ++round) {
            for (auto& row : memo)
                for (auto& cell : row)
                    for (int& v : cell)
                        if (v == 0) v = -1;
            int now = dfs(1, 2, 0);
            if (now == answer) break;
            answer = now;
        }
        return answer;
    }
};
