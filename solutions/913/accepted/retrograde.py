# Retrograde analysis from the decided positions: no cap on the number of
# turns, so a draw is exactly a position neither side can force.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        DRAW, MOUSE, CAT = 0, 1, 2
        # result[m][c][t], t = 0: the mouse moves next, t = 1: the cat.
        result = [[[DRAW, DRAW] for _ in range(n)] for _ in range(n)]
        left = [[[len(graph[m]), len(graph[c]) - (0 in graph[c])] for c in range(n)] for m in range(n)]
        queue = deque()
        for c in range(1, n):
            for t in (0, 1):
                result[0][c][t] = MOUSE
                queue.append((0, c, t))
                result[c][c][t] = CAT
                queue.append((c, c, t))
        while queue:
            m, c, t = queue.popleft()
            won = result[m][c][t]
            if t == 0:  # the cat moved here from pc
                for pc in graph[c]:
                    if pc == 0 or result[m][pc][1] != DRAW:
                        continue
                    if won == CAT:
                        result[m][pc][1] = CAT
                        queue.append((m, pc, 1))
                    else:
                        left[m][pc][1] -= 1
                        if left[m][pc][1] == 0:
                            result[m][pc][1] = MOUSE
                            queue.append((m, pc, 1))
            else:  # the mouse moved here from pm
                for pm in graph[m]:
                    if result[pm][c][0] != DRAW:
                        continue
                    if won == MOUSE:
                        result[pm][c][0] = MOUSE
                        queue.append((pm, c, 0))
                    else:
                        left[pm][c][0] -= 1
                        if left[pm][c][0] == 0:
                            result[pm][c][0] = CAT
                            queue.append((pm, c, 0))
        return result[1][2][0]
