# The memoized search many publish: a draw once 2n turns have passed. Some
# wins take longer than 2n turns, and this calls them draws.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)

        @cache
        def play(turn, mouse, cat):
            if turn == 2 * n:
                return 0
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            if turn % 2 == 0:
                best = 2
                for nxt in graph[mouse]:
                    r = play(turn + 1, nxt, cat)
                    if r == 1:
                        return 1
                    if r == 0:
                        best = 0
                return best
            best = 1
            for nxt in graph[cat]:
                if nxt == 0:
                    continue
                r = play(turn + 1, mouse, nxt)
                if r == 2:
                    return 2
                if r == 0:
                    best = 0
            return best

        return play(0, 1, 2)
