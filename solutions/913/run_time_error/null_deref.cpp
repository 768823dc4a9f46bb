// Follows a pointer that a map lookup left null: the node for the hole was
// never made.
class Solution {
    struct Node {
        int degree = 0;
    };

public:
    int catMouseGame(vector<vector<int>>& graph) {
        unordered_map<int, Node*> nodes;
        for (int i = 1; i < static_cast<int>(graph.size()); ++i)
            nodes[i] = new Node{static_cast<int>(graph[i].size())};
        Node* hole = nodes[0];  // operator[] makes a null entry
        return hole->degree % 3;  // <- the bug
    }
};
