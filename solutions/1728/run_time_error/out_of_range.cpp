// Reads past the end of a string with at(): std::out_of_range, uncaught.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        return grid[0].at(grid[0].size() + catJump + mouseJump) == 'F';
    }
};
