// Allocates and fills memory until it is stopped. Blocks of 2 MiB, aligned,
// offered to the kernel as huge pages: where small pages fault slowly (10 us
// each on some virtual machines, 0.8 s of CPU for 256 MiB), the memory limit
// is still reached well before the time limit.
#include <sys/mman.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const size_t huge = 2 << 20;
        size_t blocks = 0;
        for (;;) {
            char* p = static_cast<char*>(aligned_alloc(huge, huge));
            if (!p) throw bad_alloc();
            madvise(p, huge, MADV_HUGEPAGE);
            memset(p, static_cast<int>(graph.size()), huge);
            ++blocks;
        }
        return blocks;
    }
};
