// Wrong: transpose, then reverse the order of the rows: a quarter turn the
// other way (counterclockwise).
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) swap(matrix[i][j], matrix[j][i]);
        reverse(matrix.begin(), matrix.end());  // <- each row, not their order
    }
};
