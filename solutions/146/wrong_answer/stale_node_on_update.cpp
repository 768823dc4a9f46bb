// put of a present key adds a fresh node and points the map at it, but leaves
// the old node in the list: the list outgrows the cache, evictions come early,
// and evicting a stale node erases the key although its fresh node is alive.
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
        // <- the bug: a present key's old node is not erased first
        if (order.size() == capacity) {
            where.erase(order.back().first);
            order.pop_back();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};
