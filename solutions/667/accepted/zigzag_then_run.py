# 1, k+1, 2, k, ... gives k distinct differences; the rest counts up by one.
class Solution:
    def constructArray(self, n: int, k: int) -> List[int]:
        out = list(range(1, n - k))
        lo, hi = n - k, n
        while lo <= hi:
            out.append(lo)
            if lo != hi:
                out.append(hi)
            lo, hi = lo + 1, hi - 1
        return out
