// The judge's command line: one table of subcommands, one place that turns
// the judge's own failures into exit status 2 and a one-line message.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

#include <sys/stat.h>
#include <unistd.h>

#include "cli_words.hpp"
#include "command_line.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "interrupts.hpp"
#include "debug_exec.hpp"
#include "sandbox_helper.hpp"

namespace {

// In the order --help lists them.
std::vector<judge::CommandSpec> all_commands() {
    using namespace judge;
    std::vector<CommandSpec> commands;
    for (auto make : {problems_command, show_command, new_command, submit_command, watch_command, run_command, stress_command,
                      history_command, explain_command, verify_command, generate_command, doctor_command,
                      debug_command, export_command, import_command, grade_command})
        commands.push_back(make());
    return commands;
}

// What the command printed reaches its end, or the judge says it did not:
// a full disk (`> /dev/full`) is the judge's failure, exit 2; a reader that
// went away (`| head`) is no one's, and the status stands.
int with_output_written(int status) {
    std::cout.flush();
    errno = 0;
    const bool failed = std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!failed || errno == EPIPE) return status;
    // An earlier write failed (its errno is gone): into a pipe or a socket
    // that is a reader that went away.
    struct stat out {};
    if (errno == 0 && ::fstat(STDOUT_FILENO, &out) == 0 && (S_ISFIFO(out.st_mode) || S_ISSOCK(out.st_mode))) return status;
    std::fprintf(stderr, "judge: error: cannot write to standard output: %s\n",
                 errno != 0 ? std::strerror(errno) : "a write failed");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == judge::k_sandbox_helper_command)
        return judge::sandbox_helper_main(argc, argv);
    if (argc > 1 && std::string_view(argv[1]) == judge::k_debug_exec_command) return judge::debug_exec_main(argc, argv);
    judge::interrupts::install();
    try {
        judge::CommandLine line = judge::parse_command_line(all_commands(), argc, argv, std::cout, std::cerr);
        if (!line.run) return line.status;
        return with_output_written(line.run());
    } catch (const judge::JudgeError& e) {
        std::fprintf(stderr, "judge: error: %s\n", judge::one_line(e.what()).c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "judge: internal error: %s\n", judge::one_line(e.what()).c_str());
    } catch (...) {  // never a core dump: one line and exit 2
        std::fprintf(stderr, "judge: internal error: an exception of unknown type\n");
    }
    return 2;
}
