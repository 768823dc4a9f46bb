# Looks the complement up without asking whether it is there: KeyError at
# the first number whose complement has not been seen.
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if seen[target - x] is not None:
                return [seen[target - x], i]
            seen[x] = i
        return []
