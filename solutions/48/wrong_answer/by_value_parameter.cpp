// Wrong: the parameter is taken by value (the & forgotten). The call
// compiles, the copy is turned correctly, and the caller's matrix is left as
// it was.
class Solution {
public:
    void rotate(vector<vector<int>> matrix) {  // <- vector<vector<int>>& matrix
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) swap(matrix[i][j], matrix[j][i]);
        for (auto& row : matrix) reverse(row.begin(), row.end());
    }
};
