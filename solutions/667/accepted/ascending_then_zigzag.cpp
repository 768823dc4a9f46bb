// The reference: 1, 2, ..., n-k-1 in order (gaps of 1), then the numbers
// n-k .. n alternately from the bottom and the top: n-k, n, n-k+1, n-1, ...
// Those k + 1 numbers have the gaps k, k-1, ..., 1, and the step into them
// from n-k-1 is 1 again: exactly k values.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        a.reserve(n);
        for (int v = 1; v < n - k; ++v) a.push_back(v);
        int lo = n - k, hi = n;
        bool low_next = true;
        while (lo <= hi) {
            a.push_back(low_next ? lo++ : hi--);
            low_next = !low_next;
        }
        return a;
    }
};
