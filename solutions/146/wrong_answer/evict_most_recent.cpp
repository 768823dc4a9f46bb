// Keeps the order of use right but evicts from the wrong end: the pair used
// most recently goes instead of the least recent one.
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
        auto it = where.find(key);
        if (it != where.end()) {
            it->second->second = value;
            order.splice(order.begin(), order, it->second);
            return;
        }
        if (order.size() == capacity) {
            where.erase(order.front().first);  // <- the bug: back() is the least recent
            order.pop_front();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};
