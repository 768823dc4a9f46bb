// Sort the indices by value and close in from both ends. Returns the pair
// larger value first, so the answer is often in the other order than the
// reference's: right all the same, as the statement allows.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<int> order(nums.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return nums[a] < nums[b]; });
        int lo = 0, hi = static_cast<int>(order.size()) - 1;
        while (lo < hi) {
            const long long sum = static_cast<long long>(nums[order[lo]]) + nums[order[hi]];
            if (sum == target) return {order[hi], order[lo]};
            if (sum < target) ++lo;
            else --hi;
        }
        return {};
    }
};
