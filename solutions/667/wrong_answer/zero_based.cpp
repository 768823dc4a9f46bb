// Wrong: the right shape with the numbers 0 .. n-1 instead of 1 .. n.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int v = 0; v < n - k - 1; ++v) a.push_back(v);
        int lo = n - k - 1, hi = n - 1;
        for (bool low_next = true; lo <= hi; low_next = !low_next) a.push_back(low_next ? lo++ : hi--);
        return a;
    }
};
