# Plain minimax to a fixed depth with no memory of positions: the tree of
# move sequences grows as the degree to the power of the depth.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)

        def play(depth, mouse, cat, mouse_turn):
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            if depth == 0:
                return 0
            if mouse_turn:
                results = [play(depth - 1, m, cat, False) for m in graph[mouse]]
                return 1 if 1 in results else (0 if 0 in results else 2)
            results = [play(depth - 1, mouse, c, True) for c in graph[cat] if c != 0]
            return 2 if 2 in results else (0 if 0 in results else 1)

        return play(2 * n, 1, 2, True)
