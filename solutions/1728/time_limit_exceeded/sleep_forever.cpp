// Waits forever without using CPU: the idle limit stops it (TLE, "idle").
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        this_thread::sleep_for(chrono::hours(24));
        return grid.size() > 0 && catJump < mouseJump;
    }
};
