// Too slow: tries the permutations of 1..n in lexicographic order until one
// has exactly k gap values. Right whenever it finishes, but only the tail
// of the list moves early on, and the first right permutation lies a number
// of steps in that grows factorially with k, each step costing O(n) to
// check. Measured (g++ -O2, CPU time): n = 11, k = 10 about 0.1 s;
// n = 12, k = 11 about 1.2 s; every test here with k >= 13 (all of large/,
// the n = 10^4 handmade ones with large k, random/medium-*) still running
// when stopped at 3 s. The tests with small k it passes.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a(n);
        iota(a.begin(), a.end(), 1);
        vector<int> seen(n, -1);
        for (int round = 0;; ++round) {
            int distinct = 0;
            for (int i = 0; i + 1 < n; ++i) {
                const int gap = abs(a[i] - a[i + 1]);
                if (seen[gap] != round) {
                    seen[gap] = round;
                    ++distinct;
                }
            }
            if (distinct == k) return a;
            if (!next_permutation(a.begin(), a.end())) return {};
        }
    }
};
