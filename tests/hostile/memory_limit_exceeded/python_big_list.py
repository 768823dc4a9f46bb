# A list of a billion references: 8 GB asked, far past the limit.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        keep = []
        while True:
            keep.append(bytearray(64 << 20))
