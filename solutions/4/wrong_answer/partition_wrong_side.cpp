// Wrong: the binary-search partition with half = (m + n) / 2, which puts
// the extra number of an odd count on the right, but still answers an odd
// count with the left part's largest number ([1,3], [2] gives 1).
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        if (nums1.size() > nums2.size()) return findMedianSortedArrays(nums2, nums1);
        const int m = nums1.size(), n = nums2.size();
        const int half = (m + n) / 2;  // <- (m + n + 1) / 2 to match the odd answer below
        int lo = 0, hi = m;
        while (lo <= hi) {
            const int i = (lo + hi) / 2, j = half - i;
            const int a_left = i > 0 ? nums1[i - 1] : INT_MIN, a_right = i < m ? nums1[i] : INT_MAX;
            const int b_left = j > 0 ? nums2[j - 1] : INT_MIN, b_right = j < n ? nums2[j] : INT_MAX;
            if (a_left > b_right) hi = i - 1;
            else if (b_left > a_right) lo = i + 1;
            else if ((m + n) % 2 == 1) return max(a_left, b_left);
            else return (static_cast<double>(max(a_left, b_left)) + min(a_right, b_right)) / 2;
        }
        return 0;
    }
};
