// Wrong: the mean of the two arrays' own medians. Right on both examples,
// wrong as soon as the arrays differ in size or spread ([1,2,3] and [100]:
// 51 instead of 2.5; handmade/mean-of-medians-trap).
class Solution {
    static double median(const vector<int>& a) {
        const size_t t = a.size();
        return (a[(t - 1) / 2] + static_cast<double>(a[t / 2])) / 2;
    }

public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        if (nums1.empty()) return median(nums2);
        if (nums2.empty()) return median(nums1);
        return (median(nums1) + median(nums2)) / 2;  // <- not the median of the union
    }
};
