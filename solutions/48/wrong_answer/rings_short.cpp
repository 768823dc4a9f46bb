// Wrong: ring by ring, but (n - 1) / 2 rings instead of n / 2: right for odd
// n (examples/1), while for even n the innermost 2 x 2 ring is never turned
// (n = 2 is left as it was; examples/2).
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int ring = 0; ring < (n - 1) / 2; ++ring) {  // <- n / 2
            const int first = ring, last = n - 1 - ring;
            for (int i = first; i < last; ++i) {
                const int offset = i - first;
                const int top = matrix[first][i];
                matrix[first][i] = matrix[last - offset][first];
                matrix[last - offset][first] = matrix[last][last - offset];
                matrix[last][last - offset] = matrix[i][last];
                matrix[i][last] = top;
            }
        }
    }
};
