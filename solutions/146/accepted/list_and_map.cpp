// The reference: a list of (key, value) in order of use, most recent first,
// and a hash map from key to its list node. get and put move the node to the
// front (splice: no allocation); a new key past the capacity evicts the back.
class LRUCache {
    size_t capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) { where.reserve(2 * capacity); }

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
            where.erase(order.back().first);
            order.pop_back();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};
