// The judge's command line: one table of subcommands, one place that turns
// the judge's own failures into exit status 2 and a one-line message.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string_view>

#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "interrupts.hpp"
#include "safe_text.hpp"
#include "sandbox_helper.hpp"

namespace {

constexpr judge::CommandAdder k_commands[] = {
    judge::add_problem_commands, judge::add_submit_command,   judge::add_run_command,
    judge::add_stress_command,   judge::add_history_command,  judge::add_explain_command,
    judge::add_verify_command,   judge::add_generate_command, judge::add_doctor_command,
    judge::add_debug_command,    judge::add_export_command,
};

// One line, made visible for a terminal: a message may hold a file name of any bytes.
std::string one_line(std::string s) {
    s = judge::visible(s);
    for (char& c : s)
        if (c == '\n') c = ' ';
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == judge::k_sandbox_helper_command)
        return judge::sandbox_helper_main(argc, argv);
    judge::interrupts::install();
    CLI::App app{"An offline judge for LeetCode-style problems", "judge"};
    app.require_subcommand(1);
    app.set_version_flag("--version", judge::k_version);
    app.footer("Example:\n  bin/judge submit solutions/913/accepted/retrograde.cpp");
    judge::Action action;
    for (auto add : k_commands)
        add(app, action);
    // A first word that is no command and no option: the nearest command.
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) {
        names.push_back(sub->get_name());
        for (const auto& alias : sub->get_aliases())
            names.push_back(alias);
    }
    if (argc > 1 && argv[1][0] != '-' && std::find(names.begin(), names.end(), argv[1]) == names.end()) {
        std::string near = judge::nearest(argv[1], names);
        std::fprintf(stderr, "judge: error: unknown command '%s'%s (see judge --help)\n", argv[1],
                     near.empty() ? "" : ("; did you mean '" + near + "'?").c_str());
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return app.exit(CLI::CallForHelp());
    } catch (const CLI::CallForAllHelp&) {
        return app.exit(CLI::CallForAllHelp());
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e);
        std::fprintf(stderr, "judge: error: %s (see judge --help)\n", one_line(e.what()).c_str());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "judge: error: %s (see judge --help)\n", one_line(e.what()).c_str());
        return 2;
    }
    try {
        return action ? action() : 2;
    } catch (const judge::JudgeError& e) {
        std::fprintf(stderr, "judge: error: %s\n", one_line(e.what()).c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "judge: internal error: %s\n", one_line(e.what()).c_str());
    } catch (...) {  // never a core dump: one line and exit 2
        std::fprintf(stderr, "judge: internal error: an exception of unknown type\n");
    }
    return 2;
}
