# Every pair: O(n^2), about 5 * 10^7 pairs at n = 10^4. Fast enough in C++,
# far too slow in Python.
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        n = len(nums)
        for i in range(n):
            for j in range(i + 1, n):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
