// Run-time error: the inner loop runs to j <= n, and at() throws
// std::out_of_range (uncaught: abort) as soon as a row of the scan finds no
// partner ([3,2,4], 6: the 3 at index 0 reaches j = 3).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int n = nums.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j <= n; ++j)  // <- j < n
                if (nums.at(i) + nums.at(j) == target) return {i, j};
        return {};
    }
};
