// Wrong: the quadratic scan with the inner loop starting at i instead of
// i + 1, so nums[i] + nums[i] counts.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int n = nums.size();
        for (int i = 0; i < n; ++i)
            for (int j = i; j < n; ++j)  // <- j = i + 1
                if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
