// The reference's list mirrored (each v becomes n + 1 - v), which keeps
// every gap: n, n-1, ..., k+2, then k+1, 1, k, 2, ... A third right list,
// different from both others wherever k < n - 1 or n > 2.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int v = 1; v < n - k; ++v) a.push_back(n + 1 - v);
        int lo = n - k, hi = n;
        for (bool low_next = true; lo <= hi; low_next = !low_next) a.push_back(n + 1 - (low_next ? lo++ : hi--));
        return a;
    }
};
