# Builds the zigzag in a list of length k and writes past its end.
class Solution:
    def constructArray(self, n: int, k: int) -> List[int]:
        zig = [0] * k
        lo, hi = 1, k + 1
        for i in range(k + 1):
            zig[i] = lo if i % 2 == 0 else hi
            if i % 2 == 0:
                lo += 1
            else:
                hi -= 1
        return zig + list(range(k + 2, n + 1))
