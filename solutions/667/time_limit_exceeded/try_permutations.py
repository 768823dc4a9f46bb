# Tries the permutations in order until one has k distinct differences.
class Solution:
    def constructArray(self, n: int, k: int) -> List[int]:
        for p in permutations(range(1, n + 1)):
            if len({abs(p[i] - p[i + 1]) for i in range(n - 1)}) == k:
                return list(p)
        return []
