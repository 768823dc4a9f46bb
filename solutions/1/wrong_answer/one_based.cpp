// Wrong: 1-based indices, as in the sorted-input variant of this problem.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second + 1, i + 1};  // <- 0-based wanted
            seen[nums[i]] = i;
        }
        return {};
    }
};
