# A search with no memory of where it has been: it walks a cycle until
# Python's recursion limit stops it.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        def play(mouse, cat, mouse_turn):
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            if mouse_turn:
                results = [play(m, cat, False) for m in graph[mouse]]
                return 1 if 1 in results else (0 if 0 in results else 2)
            results = [play(mouse, c, True) for c in graph[cat] if c != 0]
            return 2 if 2 in results else (0 if 0 in results else 1)

        return play(1, 2, True)
