// Wrong: stores every entry first, then looks up each complement without
// asking whether it is the entry itself. In [3,2,4] with target 6 the 3
// finds itself: [0,0] (examples/2).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> where;
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) where[nums[i]] = i;
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) {
            auto it = where.find(target - nums[i]);
            if (it != where.end()) return {i, it->second};  // <- it->second may be i
        }
        return {};
    }
};
