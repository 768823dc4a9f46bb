# Retrograde analysis over (mouse, cat, whose turn): a position the mouse
# cannot force a win from is the cat's (a draw is the cat's by the rules).
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        cells = rows * cols

        def reach(pos, jump):
            r, c = divmod(pos, cols)
            out = [pos]
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for k in range(1, jump + 1):
                    nr, nc = r + dr * k, c + dc * k
                    if not (0 <= nr < rows and 0 <= nc < cols) or grid[nr][nc] == "#":
                        break
                    out.append(nr * cols + nc)
            return out

        open_cells = [p for p in range(cells) if grid[p // cols][p % cols] != "#"]
        mouse_moves = {p: reach(p, mouseJump) for p in open_cells}
        cat_moves = {p: reach(p, catJump) for p in open_cells}
        for p in open_cells:
            ch = grid[p // cols][p % cols]
            if ch == "M":
                mouse = p
            elif ch == "C":
                cat = p
            elif ch == "F":
                food = p
        UNKNOWN, MOUSE, CAT = 0, 1, 2
        result = {}
        left = {}
        queue = deque()

        def decide(state, who):
            result[state] = who
            queue.append(state)

        for m in open_cells:
            for c in open_cells:
                for t in (0, 1):
                    state = (m, c, t)
                    if m == c or c == food:
                        decide(state, CAT)
                    elif m == food:
                        decide(state, MOUSE)
                    else:
                        left[state] = len(mouse_moves[m]) if t == 0 else len(cat_moves[c])
        while queue:
            m, c, t = queue.popleft()
            won = result[(m, c, t)]
            if t == 0:  # the cat moved here
                for pc in cat_moves[c]:
                    parent = (m, pc, 1)
                    if parent in result:
                        continue
                    if won == CAT:
                        decide(parent, CAT)
                    else:
                        left[parent] -= 1
                        if left[parent] == 0:
                            decide(parent, MOUSE)
            else:  # the mouse moved here
                for pm in mouse_moves[m]:
                    parent = (pm, c, 0)
                    if parent in result:
                        continue
                    if won == MOUSE:
                        decide(parent, MOUSE)
                    else:
                        left[parent] -= 1
                        if left[parent] == 0:
                            decide(parent, CAT)
        return result.get((mouse, cat, 0)) == MOUSE
