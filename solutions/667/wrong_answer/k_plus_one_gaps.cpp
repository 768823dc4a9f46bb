// Wrong, off by one in k: the zigzag runs over k + 2 numbers (1 .. k+2),
// which gives k + 1 gap values (or, with k = n - 1, a number past n).
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int lo = 1, hi = k + 2; lo <= hi;) {  // <- hi = k + 1
            a.push_back(lo++);
            if (lo <= hi) a.push_back(hi--);
        }
        for (int v = k + 3; v <= n; ++v) a.push_back(v);
        return a;
    }
};
