// Exact retrograde analysis, but it forgets that the cat may not enter the
// hole: a cat sitting on the hole blocks the mouse's way out.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        int n = graph.size();
        vector<int> res(n * n * 2, 0), deg(n * n * 2);
        auto id = [n](int m, int c, int t) { return (m * n + c) * 2 + t; };
        for (int m = 0; m < n; ++m)
            for (int c = 0; c < n; ++c) {
                deg[id(m, c, 0)] = graph[m].size();
                deg[id(m, c, 1)] = graph[c].size();
            }
        queue<int> q;
        for (int c = 0; c < n; ++c)
            for (int t = 0; t < 2; ++t) {
                if (c != 0) { res[id(0, c, t)] = 1; q.push(id(0, c, t)); }
                res[id(c, c, t)] = 2;
                q.push(id(c, c, t));
            }
        while (!q.empty()) {
            int s = q.front(); q.pop();
            int t = s % 2, m = s / 2 / n, c = s / 2 % n, pt = 1 - t;
            for (int p : pt == 0 ? graph[m] : graph[c]) {
                int ps = pt == 0 ? id(p, c, 0) : id(m, p, 1);
                if (res[ps]) continue;
                if (res[s] == (pt == 0 ? 1 : 2) || --deg[ps] == 0) { res[ps] = res[s]; q.push(ps); }
            }
        }
        return res[id(1, 2, 0)];
    }
};
