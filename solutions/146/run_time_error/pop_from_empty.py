# Evicts before it checks whether the key is already there, from a list
# that a capacity of 1 has already emptied: IndexError.
class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.order = deque()
        self.values = {}

    def get(self, key: int) -> int:
        return self.values.get(key, -1)

    def put(self, key: int, value: int) -> None:
        if len(self.values) == self.capacity:
            old = self.order.popleft()
            self.values.pop(old, None)
            self.order.popleft()
        self.order.append(key)
        self.values[key] = value
