// Right, but O(capacity) an update: get and eviction are O(1) through a map
// to the list's nodes, yet a put of a key already held finds it in the
// list of use with list::remove, a walk over all of it. At 2 * 10^5 puts of
// held keys with capacity 3000 (large/updates-3000) that is 6 * 10^8 nodes.
class LRUCache {
    int capacity;
    list<int> order;  // keys, most recent first
    unordered_map<int, pair<int, list<int>::iterator>> entry;
public:
    LRUCache(int capacity) : capacity(capacity) {}
    int get(int key) {
        auto it = entry.find(key);
        if (it == entry.end()) return -1;
        order.splice(order.begin(), order, it->second.second);
        return it->second.first;
    }
    void put(int key, int value) {
        if (entry.count(key)) {
            order.remove(key);
            order.push_front(key);
            entry[key] = {value, order.begin()};
            return;
        }
        if ((int)entry.size() == capacity) {
            entry.erase(order.back());
            order.pop_back();
        }
        order.push_front(key);
        entry[key] = {value, order.begin()};
    }
};
