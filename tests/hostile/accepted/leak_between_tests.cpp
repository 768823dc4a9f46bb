// A right solution that also tries to carry state from one test to the next
// outside its own memory: a file in its folder, a System V shared memory
// segment, and bytes appended to its stdin. Each test is a fresh run: if any
// of them comes back, it answers wrongly (and says so on stderr).
#include <sys/shm.h>
#include <unistd.h>

class Solution {
    static bool leaked() {
        bool found = false;
        if (FILE* f = fopen("judge-leak-marker", "r")) {
            fclose(f);
            fprintf(stderr, "found state: a file\n");
            found = true;
        }
        if (FILE* f = fopen("judge-leak-marker", "w")) fclose(f);
        int id = shmget(0x6a756467, 4096, IPC_CREAT | 0600);  // a fixed key: the next run would find it
        if (id >= 0) {
            char* p = static_cast<char*>(shmat(id, nullptr, 0));
            if (p != reinterpret_cast<char*>(-1)) {
                if (p[0] == 'L') {
                    fprintf(stderr, "found state: shared memory\n");
                    found = true;
                }
                p[0] = 'L';
            }
        }
        std::string rest((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
        if (rest.find("LEAK") != std::string::npos) {
            fprintf(stderr, "found state: stdin\n");
            found = true;
        }
        lseek(0, 0, SEEK_END);
        (void)!write(0, "\nLEAK\n", 6);
        return found;
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {
        if (leaked()) return -1;
        // Retrograde analysis over (mouse, cat, turn).
        const int n = static_cast<int>(graph.size());
        vector<int> result(n * n * 2, 0), degree(n * n * 2, 0);
        auto id = [n](int m, int c, int t) { return (m * n + c) * 2 + t; };
        for (int m = 0; m < n; ++m)
            for (int c = 0; c < n; ++c) {
                degree[id(m, c, 0)] = static_cast<int>(graph[m].size());
                degree[id(m, c, 1)] = static_cast<int>(graph[c].size());
                for (int x : graph[c])
                    if (x == 0) --degree[id(m, c, 1)];
            }
        queue<array<int, 3>> q;
        for (int c = 1; c < n; ++c)
            for (int t = 0; t < 2; ++t) {
                result[id(0, c, t)] = 1;
                q.push({0, c, t});
                if (c != 0) {
                    result[id(c, c, t)] = 2;
                    q.push({c, c, t});
                }
            }
        while (!q.empty()) {
            auto [m, c, t] = q.front();
            q.pop();
            const int r = result[id(m, c, t)];
            const int pt = 1 - t;  // the player who moved into this state
            const vector<int>& from = pt == 0 ? graph[m] : graph[c];
            for (int p : from) {
                int pm = pt == 0 ? p : m, pc = pt == 1 ? p : c;
                if (pt == 1 && pc == 0) continue;
                int& pr = result[id(pm, pc, pt)];
                if (pr != 0) continue;
                if ((pt == 0 && r == 1) || (pt == 1 && r == 2)) {
                    pr = r;
                    q.push({pm, pc, pt});
                } else if (--degree[id(pm, pc, pt)] == 0) {
                    pr = r;
                    q.push({pm, pc, pt});
                }
            }
        }
        return result[id(1, 2, 0)];
    }
};
