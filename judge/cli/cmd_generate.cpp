// judge generate ID: makes the test set reproducible. Every line of the
// problem's recipe (testset.txt) names a test and the generator arguments
// that make it; then every .in without an .ans gets the reference's answer.
#include <fmt/format.h>

#include <memory>
#include <sstream>

#include "outside_text.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "plural.hpp"
#include "problem_tools.hpp"
#include "safe_text.hpp"
#include "test_set.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "workspace.hpp"
#include "user_config.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct GenerateOptions {
    std::string problem;
    bool force = false;
};

struct RecipeLine {
    std::string name;
    std::vector<std::string> args;
    int number = 0;  // its line in testset.txt
};

std::vector<RecipeLine> read_recipe(const fs::path& file) {
    std::vector<RecipeLine> lines;
    if (file.empty()) return lines;
    std::istringstream in(read_checked_file(file, "test recipe"));
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        if (auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
        std::istringstream words(text);
        RecipeLine line;
        line.number = number;
        if (!(words >> line.name)) continue;
        for (std::string w; words >> w;)
            line.args.push_back(w);
        if (line.args.empty() || line.name.find("..") != std::string::npos || line.name.front() == '/')
            throw JudgeError(located(file.string(), number, 1, "expected '<group>/<name> <generator arguments>'"));
        lines.push_back(std::move(line));
    }
    return lines;
}

int run_generate(const GenerateOptions& opt) {
    Session session = open_session();
    session.compiler = chosen_compiler("");  // the reference as the user's default builds it
    Problem problem = find_problem(session.root, opt.problem);
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    int made = 0, answered = 0;
    for (const auto& line : read_recipe(problem.tools.recipe)) {
        fs::path in = problem.tests / (line.name + ".in");
        if (fs::exists(in) && !opt.force) continue;
        std::string input;
        try {
            input = tools.generate(line.args);
        } catch (const JudgeError& e) {
            // The line that asked for it, first: that is what the author changes.
            throw JudgeError(located(problem.tools.recipe.string(), line.number, 1, line.name + ": " + e.what()));
        }
        tools.validate(input, in.string());
        fs::create_directories(in.parent_path());
        write_text_file(in, input);
        fs::remove(fs::path(in).replace_extension(".ans"));
        fmt::print("made {}\n", on_terminal(in.string()));
        ++made;
    }
    for (const auto& entry : fs::recursive_directory_iterator(problem.tests)) {
        if (entry.path().extension() != ".in") continue;
        fs::path ans = fs::path(entry.path()).replace_extension(".ans");
        if (fs::exists(ans) && !opt.force) continue;
        std::string input = read_text_file(entry.path(), "test input");
        tools.validate(input, entry.path().string());
        write_text_file(ans, tools.reference_answer(input, entry.path().string()) + "\n");
        ++answered;
    }
    fmt::print("generate {}: {} made, {} written by {}\n", problem.id, counted(made, "input", "inputs"),
               counted(answered, "answer", "answers"), problem.tools.reference.filename().string());
    return 0;
}

}  // namespace

CommandSpec generate_command() {
    auto opt = std::make_shared<GenerateOptions>();
    return {"generate",
            "Make the tests of the problem's recipe and the missing answers",
            "Example:\n  bin/judge generate 913           # only what is missing\n"
            "  bin/judge generate 913 --force   # everything again",
            {
                {"id", &opt->problem, "problem id", true},
                {"--force", &opt->force, "remake every recipe test and every answer"},
            },
            [opt] { return run_generate(*opt); }};
}

}  // namespace judge
