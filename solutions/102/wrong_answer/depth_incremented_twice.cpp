// Depth first, but the depth is incremented in place for each child: the left
// child is put one level down, the right child two. Right for trees with no
// right children, wrong otherwise.
class Solution {
    vector<vector<int>> levels;
    void visit(TreeNode* node, size_t depth) {
        if (!node) return;
        while (levels.size() <= depth) levels.emplace_back();
        levels[depth].push_back(node->val);
        visit(node->left, ++depth);
        visit(node->right, ++depth);  // <- the bug: depth + 1 for both children
    }

public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        levels.clear();
        visit(root, 0);
        while (!levels.empty() && levels.back().empty()) levels.pop_back();
        return levels;
    }
};
