// Wrong: a transpose alone mirrors the matrix across its diagonal; the rows
// still have to be reversed.
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) swap(matrix[i][j], matrix[j][i]);
        // <- reverse each row here
    }
};
