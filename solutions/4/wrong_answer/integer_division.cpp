// Wrong: the mean of the two middle numbers in integer arithmetic, so the
// .5 is lost ([1,2], [3,4] gives 2 instead of 2.5), and negative sums round
// toward zero.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all;
        merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        const int t = all.size();
        if (t % 2 == 1) return all[t / 2];
        return (all[t / 2 - 1] + all[t / 2]) / 2;  // <- int / int
    }
};
