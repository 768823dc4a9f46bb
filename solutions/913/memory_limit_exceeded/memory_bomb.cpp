// Allocates and touches memory until it is stopped. Blocks of 2 MiB,
// aligned, offered to the kernel as huge pages, one byte written a page:
// where small pages fault slowly (up to 20 us each on some virtual
// machines, 1.3 s of CPU for 256 MiB), the memory limit is still reached
// well before the time limit (the kernel's zeroing of each block is the cost).
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
            for (size_t at = 0; at < huge; at += 4096) p[at] = static_cast<char>(graph.size());
            ++blocks;
        }
        return blocks;
    }
};
