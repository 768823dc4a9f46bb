// Reads a table after freeing it. The table is large, so the C library
// gives its pages back at once and the plain run faults (SIGSEGV); the
// sanitized run names the read and where the table was freed.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = static_cast<int>(graph.size());
        int* table = new int[1 << 22];  // 16 MiB
        for (int i = 0; i < n; ++i)
            table[i] = static_cast<int>(graph[i].size());
        delete[] table;  // freed here
        return table[n / 2] % 3;  // <- the bug
    }
};
