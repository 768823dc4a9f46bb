// The class has no canMouseWin at all.
class Solution {
public:
    bool canCatWin(vector<string>& grid, int catJump, int mouseJump) {
        return grid.size() > 0 && catJump > mouseJump;
    }
};
