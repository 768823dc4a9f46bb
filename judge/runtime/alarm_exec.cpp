// judge debug's wrapper for the program under gdb (gdb's exec-wrapper):
// an alarm at the case's wall-clock limit, which outlives the exec, so that
// gdb stops a program that hangs and shows where it is.
//   alarm_exec SECONDS PROGRAM [ARG...]
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: alarm_exec SECONDS PROGRAM [ARG...]\n");
        return 2;
    }
    ::alarm(static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10)));
    ::execvp(argv[2], argv + 2);
    std::perror(argv[2]);
    return 127;
}
