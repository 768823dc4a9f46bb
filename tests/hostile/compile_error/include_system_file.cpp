// Shows a system file in its compile errors (as root, /etc/shadow's first
// line). The compile step sees only the toolchain: no such file.
#include "/etc/shadow"
#include "/etc/hostname"
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { return 0; }
};
