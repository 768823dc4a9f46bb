// Wrong: a guess from the jump lengths alone. Example 3 refutes it.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        return !grid.empty() && mouseJump >= catJump;
    }
};
