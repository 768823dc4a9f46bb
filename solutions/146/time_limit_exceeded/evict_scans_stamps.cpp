// Right, but O(capacity) an eviction: the order of use kept as a time
// stamp per key in a hash map, and each eviction scans every cached key for
// the oldest stamp. At 2 * 10^5 calls with capacity 3000 where most puts
// evict (large/evictions-3000) it scans some 10^5 x 3000 entries.
class LRUCache {
    int capacity;
    long long tick = 0;
    unordered_map<int, pair<int, long long>> entry;  // key -> (value, last use)
public:
    LRUCache(int capacity) : capacity(capacity) {}
    int get(int key) {
        auto it = entry.find(key);
        if (it == entry.end()) return -1;
        it->second.second = ++tick;
        return it->second.first;
    }
    void put(int key, int value) {
        auto it = entry.find(key);
        if (it != entry.end()) {
            it->second = {value, ++tick};
            return;
        }
        if ((int)entry.size() == capacity) {
            auto oldest = entry.begin();
            for (auto e = entry.begin(); e != entry.end(); ++e)
                if (e->second.second < oldest->second.second) oldest = e;
            entry.erase(oldest);
        }
        entry[key] = {value, ++tick};
    }
};
