// Wrong: the transpose loops over every (i, j), so each pair is swapped
// twice and the "transpose" changes nothing; what is left is a mirror image
// (each row reversed).
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)  // <- j = i + 1
                swap(matrix[i][j], matrix[j][i]);
        for (auto& row : matrix) reverse(row.begin(), row.end());
    }
};
