// The level loop of a breadth-first search, but on a stack: children pushed
// while a level is read come out before the rest of that level, so levels
// mix, and what is left of a level comes out right to left.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        if (!root) return levels;
        stack<TreeNode*> pending;  // <- the bug: a queue
        pending.push(root);
        while (!pending.empty()) {
            const size_t size = pending.size();
            vector<int> level;
            for (size_t i = 0; i < size; ++i) {
                TreeNode* node = pending.top();
                pending.pop();
                level.push_back(node->val);
                if (node->left) pending.push(node->left);
                if (node->right) pending.push(node->right);
            }
            levels.push_back(level);
        }
        return levels;
    }
};
