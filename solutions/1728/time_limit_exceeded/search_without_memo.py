# Every sequence of moves to 80 plies, nothing remembered: exponential.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "M":
                    mouse = (r, c)
                elif grid[r][c] == "C":
                    cat = (r, c)
                elif grid[r][c] == "F":
                    food = (r, c)

        def moves(pos, jump):
            out = [pos]
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for k in range(1, jump + 1):
                    r, c = pos[0] + dr * k, pos[1] + dc * k
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    out.append((r, c))
            return out

        def mouse_wins(ply, m, c):
            if ply >= 80:
                return False
            if ply % 2 == 0:
                return any(nxt == food or (nxt != c and mouse_wins(ply + 1, nxt, c)) for nxt in moves(m, mouseJump))
            return all(nxt != food and nxt != m and mouse_wins(ply + 1, m, nxt) for nxt in moves(c, catJump))

        return mouse_wins(0, mouse, cat)
