// The reference: binary search on how many of the smaller half of all
// m + n numbers come from the shorter array, O(log(min(m, n))). With i taken
// from a (the shorter) and j = half - i from b, the split is right when
// a[i-1] <= b[j] and b[j-1] <= a[i]; missing neighbours count as -inf/+inf.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        const vector<int>& a = nums1.size() <= nums2.size() ? nums1 : nums2;
        const vector<int>& b = nums1.size() <= nums2.size() ? nums2 : nums1;
        const int m = a.size(), n = b.size();
        const int half = (m + n + 1) / 2;  // the left part has the extra one when m + n is odd
        int lo = 0, hi = m;
        while (true) {
            const int i = lo + (hi - lo) / 2, j = half - i;
            const long long a_left = i > 0 ? a[i - 1] : LLONG_MIN, a_right = i < m ? a[i] : LLONG_MAX;
            const long long b_left = j > 0 ? b[j - 1] : LLONG_MIN, b_right = j < n ? b[j] : LLONG_MAX;
            if (a_left > b_right) {
                hi = i - 1;
            } else if (b_left > a_right) {
                lo = i + 1;
            } else {
                const long long left = max(a_left, b_left);
                if ((m + n) % 2 == 1) return static_cast<double>(left);
                return (left + min(a_right, b_right)) / 2.0;
            }
        }
    }
};
