// Hashes the graph in an int: the multiplication overflows (undefined
// behaviour), and the "answer" taken from the hash is often negative or
// wrong. The plain run gets WA; submit --sanitize names the overflow.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        int hash = 17;
        for (const auto& edges : graph)
            for (int next : edges)
                hash = hash * 31 + next;  // <- the bug
        return hash % 3;
    }
};
