// The reference: a queue, one level at a time. The level's size is read
// before any of its children is queued, so levels never mix.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        if (!root) return levels;
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            const size_t size = pending.size();
            vector<int>& level = levels.emplace_back();
            for (size_t i = 0; i < size; ++i) {
                TreeNode* node = pending.front();
                pending.pop();
                level.push_back(node->val);
                if (node->left) pending.push(node->left);
                if (node->right) pending.push(node->right);
            }
        }
        return levels;
    }
};
