// The plainest: copy both into one vector, sort it, read the middle. It
// ignores that the inputs are sorted, and is still fast at m + n <= 2000.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<double> all(nums1.begin(), nums1.end());
        all.insert(all.end(), nums2.begin(), nums2.end());
        sort(all.begin(), all.end());
        const size_t t = all.size();
        return (all[(t - 1) / 2] + all[t / 2]) / 2;
    }
};
