# Looks the cells up in a dict built from 'M' and 'C' only: KeyError at 'F'.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        where = {}
        for r, row in enumerate(grid):
            for c, ch in enumerate(row):
                if ch in "MC":
                    where[ch] = (r, c)
        food = where["F"]
        return food[0] == where["M"][0]
