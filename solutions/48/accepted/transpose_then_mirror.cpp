// The reference: transpose (swap each pair across the main diagonal once),
// then reverse every row. Entry (i, j) goes to (j, i), then to (j, n-1-i).
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) swap(matrix[i][j], matrix[j][i]);
        for (auto& row : matrix) reverse(row.begin(), row.end());
    }
};
