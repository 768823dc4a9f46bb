// Stores values in an array by key and takes 0 to mean "no value": but 0 is a
// value a key may hold. A key stored with 0 is reported missing, and a later
// put of it is taken for a new key (a second node in the order of use).
class LRUCache {
    size_t capacity;
    int value[10001] = {};  // <- the bug: 0 is also a real value
    list<int> order;
    unordered_map<int, list<int>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        if (value[key] == 0) return -1;
        order.splice(order.begin(), order, where[key]);
        return value[key];
    }

    void put(int key, int v) {
        if (value[key] != 0) {
            value[key] = v;
            order.splice(order.begin(), order, where[key]);
            return;
        }
        if (order.size() == capacity) {
            value[order.back()] = 0;
            where.erase(order.back());
            order.pop_back();
        }
        value[key] = v;
        order.push_front(key);
        where[key] = order.begin();
    }
};
