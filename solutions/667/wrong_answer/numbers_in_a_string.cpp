// Wrong for n > 127 only: the right construction, but the numbers are kept
// as the characters of a string (one byte each) and read back as ints; 128
// and above wrap to negative values. Right on every n <= 127, so a judge that
// tries only small n passes it (stress draws n up to 10^4 too).
class Solution {
public:
    vector<int> constructArray(int n, int k) {
        string s;
        for (int v = 1; v < n - k; ++v) s.push_back(static_cast<char>(v));
        int lo = n - k, hi = n;
        for (bool low_next = true; lo <= hi; low_next = !low_next) s.push_back(static_cast<char>(low_next ? lo++ : hi--));
        vector<int> a;
        for (char c : s) a.push_back(c);
        return a;
    }
};
