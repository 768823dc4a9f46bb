// The subcommands, one file each (two for cmd_problems.cpp's three small
// ones); main.cpp lists them in one table, in the order --help shows them.
#pragma once

#include "command_spec.hpp"

namespace judge {

CommandSpec problems_command();
CommandSpec show_command();
CommandSpec new_command();
CommandSpec import_command();
CommandSpec submit_command();
CommandSpec watch_command();
CommandSpec run_command();
CommandSpec stress_command();
CommandSpec history_command();
CommandSpec explain_command();
CommandSpec verify_command();
CommandSpec generate_command();
CommandSpec doctor_command();
CommandSpec debug_command();
CommandSpec export_command();
CommandSpec grade_command();

}  // namespace judge
