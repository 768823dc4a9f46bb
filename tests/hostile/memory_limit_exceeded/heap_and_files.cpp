// 220 MiB of heap and 48 MiB in files of its folder (each under the output
// limit, which is also the file-size limit; a file system in memory as
// root): 268 MiB in all, under a 256 MiB limit. MLE.
#include <fcntl.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<char> heap(220 << 20, 'h');
        vector<char> chunk(1 << 20, 'f');
        for (int f = 0; f < 6; ++f) {
            int fd = open(("kept" + to_string(f)).c_str(), O_CREAT | O_WRONLY, 0600);
            for (int i = 0; i < 8 && fd >= 0; ++i) write(fd, chunk.data(), chunk.size());
            if (fd >= 0) close(fd);
        }
        return heap[12345] == 'h' ? 2 : 0;
    }
};
