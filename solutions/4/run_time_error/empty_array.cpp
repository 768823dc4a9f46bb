// Run-time error: a shortcut for arrays that do not overlap reads
// nums1.back() and nums2.front() without asking whether they are empty.
// An empty vector has no storage (data() is null), so the read faults
// (SIGSEGV) on every test with an empty nums1 or nums2 (handmade/empty-*,
// large/first-empty, ...); it is right on all the others.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all;
        if (nums1.back() <= nums2.front()) {  // <- either may be empty
            all = nums1;
            all.insert(all.end(), nums2.begin(), nums2.end());
        } else {
            merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        }
        const size_t t = all.size();
        return (all[(t - 1) / 2] + static_cast<double>(all[t / 2])) / 2;
    }
};
