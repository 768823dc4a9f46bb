// Recurses for ever: the stack may grow up to the memory limit, no further.
// Page by page: whichever of the memory and time limits the machine's speed
// brings first stops it (MLE or TLE); never AC, RE or a judge's failure.
class Solution {
    int down(int depth, volatile char* above) {
        volatile char frame[256];
        frame[0] = above ? above[0] + 1 : 0;
        return down(depth + 1, frame) + frame[depth % 256];
    }
public:
    int catMouseGame(vector<vector<int>>& graph) { return down(graph.size(), nullptr); }
};
