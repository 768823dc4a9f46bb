// Depth first by depth, but the right child is visited before the left: every
// level comes out right to left.
class Solution {
    vector<vector<int>> levels;
    void visit(TreeNode* node, size_t depth) {
        if (!node) return;
        if (levels.size() == depth) levels.emplace_back();
        levels[depth].push_back(node->val);
        visit(node->right, depth + 1);  // <- the bug: left first
        visit(node->left, depth + 1);
    }

public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        levels.clear();
        visit(root, 0);
        return levels;
    }
};
