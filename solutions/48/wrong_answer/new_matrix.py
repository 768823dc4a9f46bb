# Builds the rotated matrix and rebinds the name: the caller's matrix is
# unchanged (LeetCode judges the argument it passed).
class Solution:
    def rotate(self, matrix: List[List[int]]) -> None:
        matrix = [list(row) for row in zip(*matrix[::-1])]
