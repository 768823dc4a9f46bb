// Writes what no report may carry as it is, into its answer and on stderr:
// the noncharacters U+FFFE and U+FFFF (JUnit carried them and was not
// well-formed XML), a C1 CSI (U+009B, a terminal escape of its own), ESC
// sequences, a right-to-left override, a surrogate and a lone byte that are
// not UTF-8, NUL and DEL. Answers 3, never right. tests/e2e_text_sinks.sh
// reads every report of it with a real parser.
#include <fcntl.h>
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const char odd[] = "\xef\xbf\xbe\xef\xbf\xbf \xc2\x9b" "31m \x1b[2J\x1b]0;title\x07 \xe2\x80\xae"
                           "exe.cpp \xed\xa0\x80 \xff \x7f <b>&amp;</b> \"'";
        const string bytes(odd, sizeof odd - 1);
        const string with_nul = bytes + string(1, '\0') + "\n";
        fputs(bytes.c_str(), stderr);
        for (int fd = 3; fd < 64; ++fd)
            if (fcntl(fd, F_GETFD) >= 0) {
                (void)!write(fd, with_nul.data(), with_nul.size());
                break;
            }
        return 3;
    }
};
