// A queue, but the loop over a level compares with pending.size() as it
// changes: children queued during the level are taken into it, and nodes
// of the level can be left for the next. Levels mix.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        if (!root) return levels;
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            vector<int> level;
            for (size_t i = 0; i < pending.size(); ++i) {  // <- the bug: size read at every step
                TreeNode* node = pending.front();
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
