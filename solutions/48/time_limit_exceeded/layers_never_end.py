# Rotates ring by ring, but the ring's bounds move only on odd sizes: on an
# even-sized matrix the loop never ends.
class Solution:
    def rotate(self, matrix: List[List[int]]) -> None:
        n = len(matrix)
        first, last = 0, n - 1
        while first < last:
            for k in range(last - first):
                top = matrix[first][first + k]
                matrix[first][first + k] = matrix[last - k][first]
                matrix[last - k][first] = matrix[last][last - k]
                matrix[last][last - k] = matrix[first + k][last]
                matrix[first + k][last] = top
            if n % 2:
                first, last = first + 1, last - 1
