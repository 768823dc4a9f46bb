// The spawn floor: posix_spawn a statically linked program with stdin from
// a test file and stdout to /dev/null, wait for it; per test, in ms.
//   spawn_floor PROGRAM TEST.in...
// SPAWN_FLOOR_ARGS: arguments for PROGRAM, split at spaces (an
// interpreter's: "-S -c pass").
#include <chrono>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>
#include <cstdio>
#include <spawn.h>
#include <sys/wait.h>

extern char** environ;

int main(int argc, char** argv) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 2; i < argc; ++i) {
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 0, argv[i], 0, 0);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", 1, 0);
        pid_t pid;
        std::vector<std::string> words{argv[1]};
        if (const char* extra = std::getenv("SPAWN_FLOOR_ARGS")) {
            std::istringstream in(extra);
            for (std::string w; in >> w;)
                words.push_back(w);
        }
        std::vector<char*> args;
        for (auto& w : words)
            args.push_back(w.data());
        args.push_back(nullptr);
        if (posix_spawn(&pid, argv[1], &actions, nullptr, args.data(), environ) != 0) return 1;
        int status;
        waitpid(pid, &status, 0);
        posix_spawn_file_actions_destroy(&actions);
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("%.3f\n", ms / (argc - 2));
}
