// Independent of the reference: ring by ring from the outside in, each
// entry of a ring's top side moved with its three partners in one cycle:
// left -> top, bottom -> left, right -> bottom, top -> right.
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const int n = matrix.size();
        for (int ring = 0; ring < n / 2; ++ring) {
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
