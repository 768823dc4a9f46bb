// Run-time error: the zigzag that writes the low and the high number in one
// step, into a list of exactly n entries through at(): when the zigzag
// covers an odd count of numbers (k even) the second write of the last
// step is one past the end, and at() throws std::out_of_range (uncaught:
// abort). With k odd it is right.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a(n);
        int next = 0;
        for (int v = 1; v < n - k; ++v) a.at(next++) = v;
        for (int lo = n - k, hi = n; lo <= hi;) {
            a.at(next++) = lo++;
            a.at(next++) = hi--;  // <- only if lo <= hi
        }
        return a;
    }
};
