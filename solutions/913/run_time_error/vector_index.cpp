// Indexes a vector far past its end (a node id used as an edge index). The
// plain run faults (SIGSEGV); with _GLIBCXX_ASSERTIONS the sanitized run
// stops at the index check.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<int> degree(graph.size());
        for (size_t i = 0; i < graph.size(); ++i)
            degree[i] = static_cast<int>(graph[i].size());
        const size_t far = graph.size() * 10'000'000;
        return degree[far] % 3;  // <- the bug
    }
};
