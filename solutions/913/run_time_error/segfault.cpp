// Crashes: writes through a null pointer.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        volatile int* p = nullptr;
        *p = static_cast<int>(graph.size());
        return *p;
    }
};
