// No queue: the current level's nodes in one vector, the next level's built
// in another from their children, left to right.
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        vector<TreeNode*> current;
        if (root) current.push_back(root);
        while (!current.empty()) {
            vector<TreeNode*> next;
            vector<int> values;
            for (TreeNode* node : current) {
                values.push_back(node->val);
                for (TreeNode* child : {node->left, node->right})
                    if (child) next.push_back(child);
            }
            levels.push_back(std::move(values));
            current.swap(next);
        }
        return levels;
    }
};
