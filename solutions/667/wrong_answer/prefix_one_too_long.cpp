// Wrong, off by one in k: the ascending part runs to n - k (one too far),
// leaving only k numbers for the zigzag, which then makes k - 1 gap values
// (for k >= 2).
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int v = 1; v <= n - k; ++v) a.push_back(v);  // <- v < n - k
        int lo = n - k + 1, hi = n;
        for (bool low_next = true; lo <= hi; low_next = !low_next) a.push_back(low_next ? lo++ : hi--);
        return a;
    }
};
