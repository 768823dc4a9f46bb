# Takes the first array's ends for granted: IndexError when it is empty.
class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        if nums1[-1] <= nums2[0]:
            merged = nums1 + nums2
        else:
            merged = sorted(nums1 + nums2)
        n = len(merged)
        return merged[n // 2] if n % 2 else (merged[n // 2 - 1] + merged[n // 2]) / 2
