// Assumes level d holds 2^d nodes, as in a perfect tree: it takes 1, 2, 4, ...
// nodes off the queue per level. Right for perfect trees (and for any tree
// whose levels happen to be full), wrong as soon as a level is not.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        if (!root) return levels;
        queue<TreeNode*> pending;
        pending.push(root);
        for (size_t width = 1; !pending.empty(); width *= 2) {  // <- the bug: width is not 2^d
            vector<int> level;
            for (size_t i = 0; i < width && !pending.empty(); ++i) {
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
