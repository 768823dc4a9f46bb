// A TreeNode of its own whose fields are LeetCode's in another order: the
// same types and size, but the driver's trees are built with LeetCode's
// layout, so reading `val` would read a pointer. The judge refuses it at
// compile time (your TreeNode must be LeetCode's), never a crash blamed on
// the solution. The search itself is right.
struct TreeNode {
    TreeNode *left, *right;
    int val;
    TreeNode() : left(nullptr), right(nullptr), val(0) {}
    TreeNode(int x) : left(nullptr), right(nullptr), val(x) {}
    TreeNode(int x, TreeNode* l, TreeNode* r) : left(l), right(r), val(x) {}
};

class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        queue<TreeNode*> todo;
        if (root) todo.push(root);
        while (!todo.empty()) {
            levels.emplace_back();
            for (int n = static_cast<int>(todo.size()); n > 0; --n) {
                TreeNode* t = todo.front();
                todo.pop();
                levels.back().push_back(t->val);
                if (t->left) todo.push(t->left);
                if (t->right) todo.push(t->right);
            }
        }
        return levels;
    }
};
