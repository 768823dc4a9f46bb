// The one translation unit that includes CLI11: the table of CommandSpecs
// becomes CLI11's subcommands here, and argv is parsed against them.
#include "outside_text.hpp"
#include "command_line.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <type_traits>

#include "cli_words.hpp"
#include "safe_text.hpp"

namespace judge {

namespace {

void add_option(CLI::App& cmd, const OptionSpec& spec) {
    CLI::Option* option = std::visit(
        [&](auto* target) -> CLI::Option* {
            using T = std::remove_pointer_t<decltype(target)>;
            if constexpr (std::is_same_v<T, bool>) {
                return cmd.add_flag(spec.names, *target, spec.help);
            } else {
                CLI::Option* o = cmd.add_option(spec.names, *target, spec.help);
                if constexpr (std::is_same_v<T, std::vector<std::string>>)
                    if (spec.names.front() == '-') o->allow_extra_args(false);
                return o;
            }
        },
        spec.target);
    if (spec.required) option->required();
    for (const ValueCheck& check : spec.checks)
        option->check(CLI::Validator([test = check.test](std::string& value) { return test(value); }, check.shown));
    if (bool* given = spec.given) option->each([given](const std::string&) { *given = true; });
}

int usage_error(std::ostream& err, const std::string& what) {
    err << "judge: error: " << one_line(what) << " (see judge --help)\n";
    return 2;
}

}  // namespace

CommandLine parse_command_line(std::vector<CommandSpec> commands, int argc, const char* const* argv,
                               std::ostream& out, std::ostream& err) {
    CLI::App app{"An offline judge for LeetCode-style problems", "judge"};
    app.require_subcommand(1);
    app.set_version_flag("--version", k_version);
    app.footer("Example:\n  bin/judge submit solutions/913/accepted/retrograde.cpp");
    std::vector<std::string> names;
    CommandLine chosen;
    for (CommandSpec& spec : commands) {
        CLI::App* cmd = app.add_subcommand(spec.name, spec.help);
        if (!spec.footer.empty()) cmd->footer(spec.footer);
        for (const OptionSpec& option : spec.options)
            add_option(*cmd, option);
        cmd->callback([&chosen, run = std::move(spec.run)] { chosen.run = run; });
        names.push_back(spec.name);
    }
    // A first word that is an option the judge does not have: the nearest one.
    if (argc > 1 && argv[1][0] == '-') {
        const std::vector<std::string> options{"-h", "--help", "--version"};
        if (std::find(options.begin(), options.end(), argv[1]) == options.end()) {
            std::string near = nearest(argv[1], options);
            err << "judge: error: unknown option '" << on_terminal(argv[1]) << "'"
                << (near.empty() ? "" : "; did you mean '" + near + "'?") << " (see judge --help)\n";
            return {{}, 2};
        }
    }
    // A first word that is no command and no option: the nearest command.
    if (argc > 1 && argv[1][0] != '-' && std::find(names.begin(), names.end(), argv[1]) == names.end()) {
        std::string near = nearest(argv[1], names);
        err << "judge: error: unknown command '" << on_terminal(argv[1]) << "'"
            << (near.empty() ? "" : "; did you mean '" + near + "'?") << " (see judge --help)\n";
        return {{}, 2};
    }
    // An option that takes a value given none (last, or before another
    // option): said in the judge's words, with what the value is.
    if (argc > 1) {
        for (const CommandSpec& spec : commands) {
            if (spec.name != argv[1]) continue;
            for (int i = 2; i < argc; ++i) {
                const std::string word = argv[i];
                if (word == "--") break;
                if (word.size() < 2 || word[0] != '-' || word.find('=') != std::string::npos) continue;
                const bool missing = i + 1 == argc || std::string(argv[i + 1]).rfind("--", 0) == 0;
                if (!missing) continue;
                for (const OptionSpec& option : spec.options) {
                    if (std::holds_alternative<bool*>(option.target)) continue;
                    std::vector<std::string> spelled;
                    for (std::size_t at = 0; at <= option.names.size();) {
                        const std::size_t comma = std::min(option.names.find(',', at), option.names.size());
                        spelled.push_back(option.names.substr(at, comma - at));
                        at = comma + 1;
                    }
                    if (std::find(spelled.begin(), spelled.end(), word) == spelled.end()) continue;
                    err << "judge: error: " << word << " needs a value: " << one_line(option.help) << " (see judge "
                        << spec.name << " --help)\n";
                    return {{}, 2};
                }
            }
        }
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return {{}, app.exit(CLI::CallForHelp(), out, err)};
    } catch (const CLI::CallForAllHelp&) {
        return {{}, app.exit(CLI::CallForAllHelp(), out, err)};
    } catch (const CLI::ExtrasError& e) {
        // An option the command does not have: the nearest one it has.
        const bool known = argc > 1 && std::find(names.begin(), names.end(), argv[1]) != names.end();
        for (int i = 2; known && i < argc; ++i) {
            const std::string word = argv[i];
            if (word == "--") {
                // Past it every word is a file's name, "-x.cpp" too: an
                // option there ("submit -- -x.cpp --problem 1") is one too many.
                for (int j = i + 1; j < argc; ++j)
                    if (argv[j][0] == '-' && argv[j][1] != '\0' && j > i + 1) {
                        err << "judge: error: every word after '--' is a file's name, and '"
                            << on_terminal(argv[j]) << "' is one too many (an option goes before '--'; see judge "
                            << argv[1] << " --help)\n";
                        return {{}, 2};
                    }
                break;
            }
            if (word.size() < 2 || word[0] != '-') continue;
            std::vector<std::string> options;
            for (const CLI::Option* o : app.get_subcommand(argv[1])->get_options()) {
                for (const auto& l : o->get_lnames())
                    options.push_back("--" + l);
                for (const auto& n : o->get_snames())
                    options.push_back("-" + n);
            }
            const std::string name = word.substr(0, word.find('='));
            if (std::find(options.begin(), options.end(), name) != options.end()) continue;
            const std::string near = name.size() > 2 ? nearest(name, options) : "";  // not "-j": "-h"
            err << "judge: error: " << argv[1] << " has no option '" << on_terminal(name) << "'"
                << (near.empty() ? "" : "; did you mean '" + near + "'?") << " (see judge " << argv[1]
                << " --help)\n";
            return {{}, 2};
        }
        return {{}, usage_error(err, e.what())};
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return {{}, app.exit(e, out, err)};  // --version
        return {{}, usage_error(err, e.what())};
    } catch (const std::exception& e) {
        return {{}, usage_error(err, e.what())};
    }
    if (!chosen.run) return {{}, 2};
    return chosen;
}

}  // namespace judge
