// Depth first, left child before right, each node appended to the list of
// its depth: within a depth the nodes arrive from left to right. Recursion
// as deep as the tree (2000 at most).
class Solution {
    vector<vector<int>> levels;
    void visit(TreeNode* node, size_t depth) {
        if (!node) return;
        if (levels.size() == depth) levels.emplace_back();
        levels[depth].push_back(node->val);
        visit(node->left, depth + 1);
        visit(node->right, depth + 1);
    }

public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        levels.clear();
        visit(root, 0);
        return levels;
    }
};
