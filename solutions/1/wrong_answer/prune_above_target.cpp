// Wrong: skips every entry larger than the target, as if no entry were
// negative. With [-1,-2,-3,-4,-5] and -8 every entry is skipped
// (handmade/all-negative).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int n = nums.size();
        for (int i = 0; i < n; ++i) {
            if (nums[i] > target) continue;  // <- only right when nothing is negative
            for (int j = i + 1; j < n; ++j)
                if (nums[i] + nums[j] == target) return {i, j};
        }
        return {};
    }
};
