# Four threads that never end, and a process pool it cannot have: the CPU
# clock of all its threads is the run's.
import threading

class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        def spin():
            while True:
                pass
        for _ in range(4):
            threading.Thread(target=spin, daemon=True).start()
        spin()
