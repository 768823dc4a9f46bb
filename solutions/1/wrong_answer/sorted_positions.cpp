// Wrong: sorts nums and walks two pointers, then returns positions in the
// sorted array, not in the input ([3,2,4], 6 gives [0,2]).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        sort(nums.begin(), nums.end());
        int lo = 0, hi = static_cast<int>(nums.size()) - 1;
        while (lo < hi) {
            const long long sum = static_cast<long long>(nums[lo]) + nums[hi];
            if (sum == target) return {lo, hi};
            if (sum < target) ++lo;
            else --hi;
        }
        return {};
    }
};
