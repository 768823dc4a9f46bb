// Wrong: 1, 2, ..., n has one gap value, right only for k = 1 (examples/2
// has k = 2).
class Solution {
public:
    vector<int> constructArray(int n, int) {
        vector<int> a(n);
        iota(a.begin(), a.end(), 1);
        return a;
    }
};
