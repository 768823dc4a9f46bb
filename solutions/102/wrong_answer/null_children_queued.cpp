// Queues the missing children too, skipping a null when it comes out, and
// still closes a level for the last row of nulls: every answer ends with an
// empty level [] (and the empty tree gets [[]]).
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            const size_t size = pending.size();
            vector<int> level;
            for (size_t i = 0; i < size; ++i) {
                TreeNode* node = pending.front();
                pending.pop();
                if (!node) continue;
                level.push_back(node->val);
                pending.push(node->left);
                pending.push(node->right);
            }
            levels.push_back(level);  // <- the bug: if (!level.empty())
        }
        return levels;
    }
};
