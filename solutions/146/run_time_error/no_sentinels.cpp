// A hand-made doubly linked list with head and tail pointers and no sentinel
// nodes. Unlinking handles a node in the middle, at the head or at the tail,
// but not one that is both: evicting the only node of the list (capacity 1)
// reads ->prev of a null pointer.
class LRUCache {
    struct Node {
        int key, value;
        Node *prev = nullptr, *next = nullptr;
    };
    size_t capacity;
    Node *head = nullptr, *tail = nullptr;  // head: most recent
    unordered_map<int, Node*> nodes;

    void unlink(Node* n) {
        if (n == head) {
            head = n->next;
            head->prev = nullptr;  // <- the bug: head is null when n was the only node
        } else if (n == tail) {
            tail = n->prev;
            tail->next = nullptr;
        } else {
            n->prev->next = n->next;
            n->next->prev = n->prev;
        }
    }
    void push_front(Node* n) {
        n->prev = nullptr;
        n->next = head;
        if (head) head->prev = n;
        head = n;
        if (!tail) tail = n;
    }

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = nodes.find(key);
        if (it == nodes.end()) return -1;
        Node* n = it->second;
        if (n != head) {
            unlink(n);
            push_front(n);
        }
        return n->value;
    }

    void put(int key, int value) {
        auto it = nodes.find(key);
        if (it != nodes.end()) {
            it->second->value = value;
            if (it->second != head) {
                unlink(it->second);
                push_front(it->second);
            }
            return;
        }
        if (nodes.size() == capacity) {
            Node* oldest = tail;
            unlink(oldest);
            nodes.erase(oldest->key);
            delete oldest;
        }
        Node* n = new Node{key, value};
        push_front(n);
        nodes[key] = n;
    }
};
