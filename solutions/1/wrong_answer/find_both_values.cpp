// Wrong: finds the two values on a sorted copy, then maps each value back
// with find(), which gives the first position both times when the two
// values are equal ([3,3], 6 gives [0,0]).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<int> sorted = nums;
        sort(sorted.begin(), sorted.end());
        int lo = 0, hi = static_cast<int>(sorted.size()) - 1;
        while (lo < hi) {
            const long long sum = static_cast<long long>(sorted[lo]) + sorted[hi];
            if (sum == target) {
                int a = find(nums.begin(), nums.end(), sorted[lo]) - nums.begin();
                int b = find(nums.begin(), nums.end(), sorted[hi]) - nums.begin();  // <- same as a for equal values
                return {a, b};
            }
            if (sum < target) ++lo;
            else --hi;
        }
        return {};
    }
};
