// 245 MiB of heap and up to 48 MiB in files of its folder (each under the
// output limit, which is also the file-size limit; the folder is a file
// system in memory, of 16 MiB where no memory cgroup counts it): over the
// 256 MiB limit either way. MLE.
#include <fcntl.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        vector<char> heap(245 << 20, 'h');
        vector<char> chunk(1 << 20, 'f');
        for (int f = 0; f < 6; ++f) {
            int fd = open(("kept" + to_string(f)).c_str(), O_CREAT | O_WRONLY, 0600);
            for (int i = 0; i < 8 && fd >= 0; ++i) write(fd, chunk.data(), chunk.size());
            if (fd >= 0) close(fd);
        }
        return heap[12345] == 'h' ? 2 : 0;
    }
};
