// A map from key to node, looked up with operator[]: a get of a missing key
// inserts a null entry. The size is read from the map, so those entries count
// as pairs: after misses the cache evicts pairs while it still has room.
class LRUCache {
    struct Node {
        int key, value;
        Node *prev = nullptr, *next = nullptr;
    };
    size_t capacity;
    Node head{-1, -1}, tail{-1, -1};  // sentinels: most recent after head
    unordered_map<int, Node*> nodes;

    void unlink(Node* n) {
        n->prev->next = n->next;
        n->next->prev = n->prev;
    }
    void push_front(Node* n) {
        n->next = head.next;
        n->prev = &head;
        head.next->prev = n;
        head.next = n;
    }

public:
    LRUCache(int capacity) : capacity(capacity) {
        head.next = &tail;
        tail.prev = &head;
    }

    int get(int key) {
        Node* n = nodes[key];  // <- the bug: inserts key -> nullptr when missing
        if (!n) return -1;
        unlink(n);
        push_front(n);
        return n->value;
    }

    void put(int key, int value) {
        Node* n = nodes[key];
        if (n) {
            n->value = value;
            unlink(n);
            push_front(n);
            return;
        }
        if (nodes.size() > capacity) {  // the new key's (null) entry is in the map already
            Node* oldest = tail.prev;
            if (oldest != &head) {
                unlink(oldest);
                nodes.erase(oldest->key);
                delete oldest;
            }
        }
        n = new Node{key, value};
        nodes[key] = n;
        push_front(n);
    }
};
