// Every pair i < j, independent of the reference (no hashing, no sorting).
// Quadratic, and still far inside the limit: about 5 * 10^7 pairs at
// n = 10^4, measured 25-40 ms of CPU on large/ (the limits here do not
// separate this from the hash map, so it is filed as accepted).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int n = nums.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (static_cast<long long>(nums[i]) + nums[j] == target) return {i, j};
        return {};
    }
};
