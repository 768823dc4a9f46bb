# Prints without end: what a solution prints goes to stderr, and stdout and
# stderr together have the output limit.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        line = "x" * 1023
        while True:
            print(line)
