// A fixed amount of work (SPIN_ROUNDS rounds of a multiply-add, a macro set
// by the benchmark), then the right answer to the 913 example
// [[1,3],[0],[3],[0,2]] (the mouse wins). Its CPU time is what the machine
// makes of the same work: bench/noise.sh compares it idle and under load.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        volatile unsigned long x = graph.size();
        for (unsigned long i = 0; i < SPIN_ROUNDS; ++i) x = x * 6364136223846793005UL + i;
        return 1;
    }
};
