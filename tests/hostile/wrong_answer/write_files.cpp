// Writes outside its folder, then answers wrongly.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        for (const char* path : {"/tmp/judge-hostile-marker", "/root/judge-hostile-marker", "../judge-hostile-marker"}) {
            FILE* f = fopen(path, "w");
            if (f) {
                fprintf(f, "escaped\n");
                fclose(f);
                fprintf(stderr, "wrote %s\n", path);
            }
        }
        return graph.size() > 100 ? 0 : 2;
    }
};
