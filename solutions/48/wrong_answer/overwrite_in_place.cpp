// Wrong: writes each entry straight to its new place in the same matrix,
// so entries are overwritten before they are read.
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) matrix[j][n - 1 - i] = matrix[i][j];  // <- needs a copy or a cycle
    }
};
