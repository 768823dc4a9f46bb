// Run-time error: uses the values as indices into an array sized for small
// values (a "bucket" map for |nums[i]| <= 10^4), guarded by assert-like at()
// checks that throw std::out_of_range on the first value beyond that
// (every test with large values; the first is handmade/limits-max).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int offset = 20000;
        vector<int> where(2 * offset + 1, -1);
        for (int i = 0; i < static_cast<int>(nums.size()); ++i) {
            const int want = target - nums[i];
            if (where.at(want + offset) >= 0) return {where.at(want + offset), i};
            where.at(nums[i] + offset) = i;
        }
        return {};
    }
};
