// Hashes the graph in an int: the multiplication overflows (undefined
// behaviour), and the "answer" taken from the hash is often negative or
// wrong. The plain run gets WA. submit --sanitize re-runs the failure the
// report leads with, the smallest, whose graph is too small to overflow:
// "found nothing" there; on a larger test it names the overflow (submit
// --sanitize --tests large/climb-1: signed-integer-overflow at line 10).
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
