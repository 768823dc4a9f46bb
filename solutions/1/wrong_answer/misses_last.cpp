// Wrong: an off-by-one bound in the inner loop, so the last entry is never
// the second of a pair (examples/2, and every test whose pair ends there).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int n = nums.size();
        for (int i = 0; i < n - 1; ++i)
            for (int j = i + 1; j < n - 1; ++j)  // <- j < n
                if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
