// The subcommands, one file each; main.cpp registers them from one table.
#pragma once

#include <functional>

namespace CLI {
class App;
}

namespace judge {

// Set by a subcommand's parse callback; returns the exit status.
using Action = std::function<int()>;
using CommandAdder = void (*)(CLI::App& app, Action& action);

void add_submit_command(CLI::App& app, Action& action);
void add_verify_command(CLI::App& app, Action& action);
void add_generate_command(CLI::App& app, Action& action);
void add_doctor_command(CLI::App& app, Action& action);
void add_problem_commands(CLI::App& app, Action& action);
void add_run_command(CLI::App& app, Action& action);
void add_stress_command(CLI::App& app, Action& action);
void add_history_command(CLI::App& app, Action& action);
void add_explain_command(CLI::App& app, Action& action);
void add_debug_command(CLI::App& app, Action& action);
void add_export_command(CLI::App& app, Action& action);

}  // namespace judge
