// The reference: one pass with a hash map from value to index. For each
// entry, its complement is looked up among the entries before it, and only
// then is the entry itself stored, so no entry pairs with itself.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        seen.reserve(nums.size() * 2);
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) {
            // |target - nums[i]| <= 2 * 10^9 still fits an int; long long for clarity.
            const long long want = static_cast<long long>(target) - nums[i];
            if (want >= INT_MIN && want <= INT_MAX) {
                auto it = seen.find(static_cast<int>(want));
                if (it != seen.end()) return {it->second, i};
            }
            seen.emplace(nums[i], i);
        }
        return {};
    }
};
