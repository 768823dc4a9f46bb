// A subcommand described as data: its name, its words for --help, its
// options and what it runs. The command files fill these in; only
// command_line.cpp knows the parser (CLI11) that reads argv against them,
// so its templates are compiled once, not once a command.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace judge {

// A value's check before it is taken: "" when good, else what the option
// takes ("takes whole MiB from 1 to 65536, not '0'"). `shown` is what --help
// says the value is ("FILE", "{auto,always,never}").
struct ValueCheck {
    std::function<std::string(const std::string&)> test;
    std::string shown;
};

// Where an option's value goes; a bool is a flag, which takes no value.
using OptionTarget =
    std::variant<std::string*, std::vector<std::string>*, int*, double*, std::int64_t*, std::uint64_t*, bool*>;

struct OptionSpec {
    std::string names;  // "--jobs", "-o,--output"; a name without a dash is positional ("file")
    OptionTarget target;
    std::string help;
    bool required = false;
    std::vector<ValueCheck> checks;
    bool* given = nullptr;  // set when the option appears (a default that is also a valid value)

    OptionSpec(std::string names, OptionTarget target, std::string help, bool required = false,
               std::vector<ValueCheck> checks = {}, bool* given = nullptr)
        : names(std::move(names)), target(target), help(std::move(help)), required(required),
          checks(std::move(checks)), given(given) {}
};

// A repeatable option (a list named with a dash) takes one value a use:
// `--tests a --tests b`, and `--tests a b` leaves b a stray argument.
struct CommandSpec {
    std::string name;
    std::string help;
    std::string footer;  // the examples under --help
    std::vector<OptionSpec> options;
    std::function<int()> run;  // the exit status; options already parsed into the targets
};

}  // namespace judge
