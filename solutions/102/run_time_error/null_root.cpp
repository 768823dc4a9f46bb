// Queues the root without looking: for the empty tree it reads ->val of a
// null pointer.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        queue<TreeNode*> pending;
        pending.push(root);  // <- the bug: if (!root) return {};
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
