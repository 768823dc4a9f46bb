// Wrong: merges only while both arrays have entries left and forgets to copy
// the rest of the longer one, so the tail of the merged array stays 0.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        const size_t t = nums1.size() + nums2.size();
        vector<int> all(t, 0);
        size_t i = 0, j = 0, k = 0;
        while (i < nums1.size() && j < nums2.size()) all[k++] = nums1[i] <= nums2[j] ? nums1[i++] : nums2[j++];
        // <- the rest of nums1 or nums2 belongs here
        return (all[(t - 1) / 2] + static_cast<double>(all[t / 2])) / 2;
    }
};
