// Wrong: the inner loop gives up after its first candidate, so only
// neighbouring pairs are tried. Every example's pair is a neighbouring
// one ([2,7], [2,4], [3,3]); a pair farther apart is never found. A
// published family (an answer that stops its inner loop with `break` on
// the first miss).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (int i = 0; i + 1 < static_cast<int>(nums.size()); ++i) {
            const int j = i + 1;  // <- the only partner tried
            if (nums[i] + nums[j] == target) return {i, j};
        }
        return {};
    }
};
