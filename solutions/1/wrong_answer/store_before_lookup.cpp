// Wrong: the one-pass hash map, but the entry is stored before its
// complement is looked up, so an entry equal to half the target finds
// itself ([3,2,4], 6 gives [0,0]; handmade/half-target-single too).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) {
            seen[nums[i]] = i;  // <- too early
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
        }
        return {};
    }
};
