# Zigzags over k + 2 values: k + 1 distinct differences.
class Solution:
    def constructArray(self, n: int, k: int) -> List[int]:
        if k + 1 >= n:
            k = n - 2
        out = list(range(1, n - k - 1))
        lo, hi = n - k - 1, n
        while lo <= hi:
            out.append(lo)
            if lo != hi:
                out.append(hi)
            lo, hi = lo + 1, hi - 1
        return out
