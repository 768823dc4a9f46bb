// argv read against the table of commands: the one command to run, or the
// exit status when there is none to run (--help and --version print and
// give 0; a usage error prints one line and gives 2).
#pragma once

#include <functional>
#include <ostream>
#include <vector>

#include "command_spec.hpp"

namespace judge {

struct CommandLine {
    std::function<int()> run;  // empty: nothing to run, exit with `status`
    int status = 0;
};

// `out` takes --help and --version, `err` the usage errors, each one line
// ("judge: error: --jobs: takes whole ..., not '0' (see judge --help)").
CommandLine parse_command_line(std::vector<CommandSpec> commands, int argc, const char* const* argv,
                               std::ostream& out, std::ostream& err);

}  // namespace judge
