// Recurses for ever, 256 bytes a frame: the stack meets its own limit (64
// MiB, well within the memory limit) on every machine, at any load: RE, a
// stack overflow; never AC, MLE, TLE or a judge's failure.
class Solution {
    int down(int depth, volatile char* above) {
        volatile char frame[256];
        frame[0] = above ? above[0] + 1 : 0;
        return down(depth + 1, frame) + frame[depth % 256];
    }
public:
    int catMouseGame(vector<vector<int>>& graph) { return down(graph.size(), nullptr); }
};
