// With a scratch matrix: row i of the input becomes column n-1-i, then the
// scratch is moved into matrix (allowed: the answer is matrix after the call).
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        vector<vector<int>> turned(n, vector<int>(n));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) turned[j][n - 1 - i] = matrix[i][j];
        matrix = std::move(turned);
    }
};
