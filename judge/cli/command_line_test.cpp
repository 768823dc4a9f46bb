#include "command_line.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <sstream>

#include "cli_words.hpp"

using namespace judge;

namespace {

struct Options {
    std::string file, mode = "isolated";
    std::vector<std::string> tests;
    int jobs = 4;
    double seconds = 30;
    std::uint64_t seed = 0;
    bool seed_given = false, quiet = false;
};

// One command with every kind of option, and a second that does nothing.
std::vector<CommandSpec> table(const std::shared_ptr<Options>& opt) {
    return {
        {"try", "a command for the test", "Example:\n  judge try f.cpp",
         {
             {"file", &opt->file, "the solution", true},
             {"--tests", &opt->tests, "repeatable"},
             {"--jobs", &opt->jobs, "how many", false, {whole_number(1, 256, "numbers of tests at once")}},
             {"--seconds", &opt->seconds, "how long", false, {number_between(0.1, 60, "seconds")}},
             {"--seed", &opt->seed, "a seed", false, {}, &opt->seed_given},
             {"--mode", &opt->mode, "which", false, {one_of({"isolated", "leetcode"})}},
             {"--quiet", &opt->quiet, "a flag"},
         },
         [] { return 7; }},
        {"other", "another", "", {}, [] { return 3; }},
    };
}

struct Parse {
    std::shared_ptr<Options> opt = std::make_shared<Options>();
    std::ostringstream out, err;
    CommandLine line;
    explicit Parse(std::vector<const char*> args) {
        args.insert(args.begin(), "judge");
        line = parse_command_line(table(opt), static_cast<int>(args.size()), args.data(), out, err);
    }
};

}  // namespace

TEST_CASE("command line: the options reach their targets and the command chosen runs") {
    Parse p({"try", "f.cpp", "--tests", "a", "--tests", "b", "--jobs", "2", "--seconds", "1.5", "--seed", "0",
             "--mode", "leetcode", "--quiet"});
    REQUIRE(p.line.run);
    CHECK(p.line.run() == 7);
    CHECK(p.opt->file == "f.cpp");
    CHECK(p.opt->tests == std::vector<std::string>{"a", "b"});
    CHECK(p.opt->jobs == 2);
    CHECK(p.opt->seconds == 1.5);
    CHECK(p.opt->seed == 0);
    CHECK(p.opt->seed_given);  // given, though 0 is also the default
    CHECK(p.opt->mode == "leetcode");
    CHECK(p.opt->quiet);
    CHECK(p.err.str().empty());

    Parse defaults({"try", "f.cpp"});
    REQUIRE(defaults.line.run);
    CHECK_FALSE(defaults.opt->seed_given);
    CHECK(defaults.opt->jobs == 4);
    CHECK_FALSE(defaults.opt->quiet);

    Parse other({"other"});
    REQUIRE(other.line.run);
    CHECK(other.line.run() == 3);
}

TEST_CASE("command line: a bad value is one line naming the option, exit 2, nothing to run") {
    Parse jobs({"try", "f.cpp", "--jobs", "0"});
    CHECK_FALSE(jobs.line.run);
    CHECK(jobs.line.status == 2);
    CHECK(jobs.err.str().find("--jobs") != std::string::npos);
    CHECK(jobs.err.str().find("takes whole numbers of tests at once from 1 to 256, not '0'") != std::string::npos);
    CHECK(jobs.err.str().find('\n') == jobs.err.str().size() - 1);

    Parse mode({"try", "f.cpp", "--mode", "fast"});
    CHECK(mode.line.status == 2);
    CHECK(mode.err.str().find("takes one of isolated, leetcode, not 'fast'") != std::string::npos);

    Parse seconds({"try", "f.cpp", "--seconds", "0"});
    CHECK(seconds.line.status == 2);
    CHECK(seconds.err.str().find("takes seconds from 0.1 to 60, not '0'") != std::string::npos);
}

TEST_CASE("command line: a missing argument, a stray one, an unknown command are usage errors") {
    Parse missing({"try"});
    CHECK_FALSE(missing.line.run);
    CHECK(missing.line.status == 2);
    CHECK(missing.err.str().find("file") != std::string::npos);

    Parse stray({"try", "f.cpp", "--tests", "a", "b"});  // one value a use
    CHECK_FALSE(stray.line.run);
    CHECK(stray.line.status == 2);

    Parse unknown({"tyr", "f.cpp"});
    CHECK(unknown.line.status == 2);
    CHECK(unknown.err.str().find("unknown command 'tyr'; did you mean 'try'?") != std::string::npos);

    Parse option({"try", "f.cpp", "--job", "2"});
    CHECK(option.line.status == 2);
    CHECK(option.err.str().find("try has no option '--job'; did you mean '--jobs'?") != std::string::npos);

    // Past "--" a file may start with '-'; an option there is named as the word too many.
    Parse dashed({"try", "--", "-x.cpp", "--jobs", "2"});
    CHECK(dashed.line.status == 2);
    CHECK(dashed.err.str().find("every word after '--' is a file's name, and '--jobs' is one too many") !=
          std::string::npos);
    CHECK(dashed.err.str().find("no option") == std::string::npos);

    Parse none({});
    CHECK_FALSE(none.line.run);
    CHECK(none.line.status == 2);
}

TEST_CASE("command line: --help and --version print to out and give 0") {
    Parse help({"try", "--help"});
    CHECK_FALSE(help.line.run);
    CHECK(help.line.status == 0);
    CHECK(help.out.str().find("a command for the test") != std::string::npos);
    CHECK(help.out.str().find("judge try f.cpp") != std::string::npos);
    CHECK(help.out.str().find("{isolated,leetcode}") != std::string::npos);

    Parse version({"--version"});
    CHECK(version.line.status == 0);
    CHECK(version.out.str().find(k_version) != std::string::npos);
}
