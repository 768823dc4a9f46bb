// Writes past the end of a heap array: the loop's bound is wrong. The plain
// run dies when the writes reach unmapped memory (SIGSEGV); the sanitized
// run stops at the first write past the end (heap-buffer-overflow).
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = static_cast<int>(graph.size());
        int* degree = new int[n];
        for (long i = 0; i < 100'000'000'000L; ++i)
            degree[i] = static_cast<int>(graph[i % n].size());  // <- the bug
        int answer = degree[0] % 3;
        delete[] degree;
        return answer;
    }
};
