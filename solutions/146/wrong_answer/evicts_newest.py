# Evicts the most recently used key instead of the least.
class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: int, value: int) -> None:
        if key not in self.items and len(self.items) == self.capacity:
            self.items.popitem(last=True)
        self.items[key] = value
        self.items.move_to_end(key)
