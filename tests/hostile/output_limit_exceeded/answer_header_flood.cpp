// Floods its stdout with answer headers that are not one ("@@done N x", a
// million of them, which kept --mode leetcode's helper reading past every
// limit: one stack frame and one copy of the stream per header), then one
// announcing 999999999999 bytes for each of the first calls, then bytes
// without end. OLE in both modes: in --mode leetcode the helper reads a
// bounded amount between two looks at the run's clocks, and a stream past the
// output limit is over it; in the default mode it is simply past the limit.
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        string flood;
        for (int i = 0; i < 1000; ++i)
            flood += "@@done " + to_string(i % 10) + " x";
        for (int round = 0; round < 1000; ++round)
            if (write(1, flood.data(), flood.size()) < 0) return 2;
        string headers;
        for (int i = 0; i < 100; ++i)
            headers += "@@done " + to_string(i) + " 999999999999\n";
        if (write(1, headers.data(), headers.size()) < 0) return 2;
        const string bytes(1 << 16, 'x');
        for (;;)
            if (write(1, bytes.data(), bytes.size()) < 0) return graph.size() > 100 ? 0 : 2;
    }
};
