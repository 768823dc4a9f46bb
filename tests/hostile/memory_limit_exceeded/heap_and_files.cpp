// 246 MiB of heap and up to 48 MiB in files of its folder (each under the
// output limit, which is also the file-size limit; the folder is a file
// system in memory, of 16 MiB where no memory cgroup counts it): over the
// 256 MiB limit either way. MLE. The heap is taken in 2 MiB blocks offered
// as huge pages, so that it is touched fast on any machine (small pages
// fault at up to 20 us each on some virtual machines: 1.3 s for 256 MiB).
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const size_t huge = 2 << 20;
        vector<char*> heap;
        for (int b = 0; b < 123; ++b) {
            char* p = static_cast<char*>(aligned_alloc(huge, huge));
            if (!p) throw bad_alloc();
            madvise(p, huge, MADV_HUGEPAGE);
            for (size_t at = 0; at < huge; at += 4096) p[at] = 'h';
            heap.push_back(p);
        }
        vector<char> chunk(1 << 20, 'f');
        for (int f = 0; f < 6; ++f) {
            int fd = open(("kept" + to_string(f)).c_str(), O_CREAT | O_WRONLY, 0600);
            for (int i = 0; i < 8 && fd >= 0; ++i) write(fd, chunk.data(), chunk.size());
            if (fd >= 0) close(fd);
        }
        return heap[7][4096 * 3] == 'h' ? 2 : 0;
    }
};
