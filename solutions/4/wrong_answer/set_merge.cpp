// Wrong: merges through a std::set, which keeps each value once, so
// repeated values are lost ([1,1], [1,2] gives 1.5 instead of 1).
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        set<int> all(nums1.begin(), nums1.end());  // <- multiset, or a vector
        all.insert(nums2.begin(), nums2.end());
        vector<int> v(all.begin(), all.end());
        const size_t t = v.size();
        return (v[(t - 1) / 2] + static_cast<double>(v[t / 2])) / 2;
    }
};
