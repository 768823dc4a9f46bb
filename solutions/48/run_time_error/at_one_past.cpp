// Run-time error: the mirror step pairs j with n - j instead of n - 1 - j,
// and at() throws std::out_of_range (uncaught: abort) on the first row of
// any matrix with n >= 2: matrix[0].at(n) is one past the end.
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) swap(matrix[i][j], matrix[j][i]);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n / 2; ++j) swap(matrix[i].at(j), matrix[i].at(n - j));  // <- n - 1 - j
    }
};
