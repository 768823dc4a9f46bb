// Wrong: after the ascending part 1 .. n-k-1, the zigzag starts from the top
// (n, n-k, n-1, ...), so the step from n-k-1 to n is a new gap, k + 1.
// Right only when there is no ascending part (k = n - 1).
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        vector<int> a;
        for (int v = 1; v < n - k; ++v) a.push_back(v);
        int lo = n - k, hi = n;
        for (bool high_next = true; lo <= hi; high_next = !high_next) a.push_back(high_next ? hi-- : lo++);  // <- low first
        return a;
    }
};
