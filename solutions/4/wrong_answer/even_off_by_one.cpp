// Wrong: for an even count takes the entries at t / 2 and t / 2 + 1 (one
// place too far right) instead of t / 2 - 1 and t / 2.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all;
        merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        const size_t t = all.size();
        if (t % 2 == 1) return all[t / 2];
        return (all[t / 2] + static_cast<double>(all[min(t / 2 + 1, t - 1)])) / 2;  // <- t / 2 - 1 and t / 2
    }
};
