// No hash map and no allocation per call: keys are 0..10^4, so every key has
// a fixed slot in arrays that hold its value and its neighbours in a doubly
// linked list of use (a sentinel slot closes the ring: most recent after it,
// least recent before it).
class LRUCache {
    static constexpr int keys = 10001, ring = keys;  // slot `ring` is the sentinel
    int capacity, size = 0;
    vector<int> value, prev, next;
    vector<char> present;

    void unlink(int k) {
        next[prev[k]] = next[k];
        prev[next[k]] = prev[k];
    }
    void push_front(int k) {
        prev[k] = ring;
        next[k] = next[ring];
        prev[next[ring]] = k;
        next[ring] = k;
    }

public:
    LRUCache(int capacity)
        : capacity(capacity), value(keys + 1), prev(keys + 1, ring), next(keys + 1, ring), present(keys, 0) {}

    int get(int key) {
        if (!present[key]) return -1;
        unlink(key);
        push_front(key);
        return value[key];
    }

    void put(int key, int v) {
        if (present[key]) {
            unlink(key);
        } else if (size == capacity) {
            const int oldest = prev[ring];
            unlink(oldest);
            present[oldest] = 0;
        } else {
            ++size;
        }
        present[key] = 1;
        value[key] = v;
        push_front(key);
    }
};
