// Wrong: the zigzag pushes the low and the high number in one step without
// checking in between, so when it covers an odd count of numbers (k even)
// the middle one is pushed twice and the list has n + 1 entries.
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int v = 1; v < n - k; ++v) a.push_back(v);
        for (int lo = n - k, hi = n; lo <= hi;) {
            a.push_back(lo++);
            a.push_back(hi--);  // <- only if lo <= hi
        }
        return a;
    }
};
