// Recency as a clock: every use stamps the key with the next tick; an
// ordered map from stamp to key finds the oldest. O(log capacity) a call,
// no linked list at all.
class LRUCache {
    int capacity;
    long long tick = 0;
    unordered_map<int, pair<int, long long>> entry;  // key -> (value, stamp)
    map<long long, int> by_stamp;                    // stamp -> key

    void touch(int key, pair<int, long long>& e) {
        by_stamp.erase(e.second);
        e.second = ++tick;
        by_stamp.emplace(e.second, key);
    }

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = entry.find(key);
        if (it == entry.end()) return -1;
        touch(key, it->second);
        return it->second.first;
    }

    void put(int key, int value) {
        auto it = entry.find(key);
        if (it != entry.end()) {
            it->second.first = value;
            touch(key, it->second);
            return;
        }
        if (static_cast<int>(entry.size()) == capacity) {
            auto oldest = by_stamp.begin();
            entry.erase(oldest->second);
            by_stamp.erase(oldest);
        }
        entry[key] = {value, ++tick};
        by_stamp.emplace(tick, key);
    }
};
