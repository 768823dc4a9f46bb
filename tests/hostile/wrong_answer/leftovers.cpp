// Leaves 64 MiB in its folder, in a folder it tries to lock (mode 000, its
// own folder too), for the next run to find; says so when it finds an
// earlier run's. Answers 3, never right.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        if (DIR* d = opendir(".")) {
            while (dirent* e = readdir(d))
                if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
                    fprintf(stderr, "escaped: found %s left by an earlier run\n", e->d_name);
            closedir(d);
        } else {
            fprintf(stderr, "escaped: this run's folder cannot be read\n");
        }
        char cwd[4096] = {0};
        if (getcwd(cwd, sizeof cwd)) fprintf(stderr, "folder: %s\n", cwd);
        mkdir("keep", 0700);
        mkdir("keep/inner", 0700);
        vector<char> data(1 << 20, 'x');
        for (int i = 0; i < 4; ++i) {
            string name = "keep/inner/part" + to_string(i);
            int fd = open(name.c_str(), O_CREAT | O_WRONLY, 0600);
            for (int j = 0; j < 16 && fd >= 0; ++j) write(fd, data.data(), data.size());
            if (fd >= 0) close(fd);
        }
        chmod("keep/inner", 0);
        chmod("keep", 0);
        umask(0777);
        mkdir("locked", 0777);  // mode 000 without chmod
        chmod(".", 0);
        return 3;
    }
};
