// Right, but O(capacity) a call: one list of (key, value) in order of use,
// searched from the front for the key at every get and put. Measured by
// judge verify on large/cyclic-3000 and large/missing-3000 (2 * 10^5 calls,
// capacity 3000, every call walking all 3000 nodes): 940-950 ms of CPU,
// against 130-180 ms for the accepted solutions (most of it reading the
// input); the limit is 500 ms (about 3 x the slowest accepted). Not filed: a
// vector in order of use, searched and shifted by erase at every call, is
// O(capacity) a call too but runs in 380 ms on the same tests (a contiguous
// scan and a memmove of 24 KB); these constraints do not separate it.
class LRUCache {
    size_t capacity;
    list<pair<int, int>> order;  // most recent first

    list<pair<int, int>>::iterator find(int key) {
        for (auto it = order.begin(); it != order.end(); ++it)
            if (it->first == key) return it;
        return order.end();
    }

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = find(key);
        if (it == order.end()) return -1;
        order.splice(order.begin(), order, it);
        return it->second;
    }

    void put(int key, int value) {
        auto it = find(key);
        if (it != order.end()) {
            it->second = value;
            order.splice(order.begin(), order, it);
            return;
        }
        if (order.size() == capacity) order.pop_back();
        order.emplace_front(key, value);
    }
};
