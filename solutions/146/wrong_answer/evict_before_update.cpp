// put evicts whenever the cache is full, before looking whether the key is
// already there: updating a present key in a full cache throws out another
// pair that should have stayed.
class LRUCache {
    size_t capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = where.find(key);
        if (it == where.end()) return -1;
        order.splice(order.begin(), order, it->second);
        return it->second->second;
    }

    void put(int key, int value) {
        if (order.size() == capacity) {  // <- the bug: only a new key may evict
            where.erase(order.back().first);
            order.pop_back();
        }
        auto it = where.find(key);
        if (it != where.end()) {
            it->second->second = value;
            order.splice(order.begin(), order, it->second);
            return;
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};
