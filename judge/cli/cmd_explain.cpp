// judge explain ID --input F|-: the game behind an answer, from the
// problem's explainer (value, optimal line, the cycle of a draw).
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <iostream>
#include <iterator>
#include <memory>

#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "problem_tools.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "session.hpp"
#include "test_set.hpp"
#include "text_file.hpp"
#include "workspace.hpp"
#include "user_config.hpp"

namespace judge {

namespace {

struct ExplainOptions {
    std::string problem, test, input, json;
    bool boards = false;
};

int run_explain(const ExplainOptions& opt) {
    Session session = open_session();
    session.compiler = chosen_compiler("");  // the reference as the user's default builds it
    // `explain 913 hack/cap2-n8`, `explain 913 --input F`, or a test file alone
    // (`explain testcases/913/hack/cap2-n8.in`), its problem read from its path.
    std::string id = opt.problem, given = opt.test.empty() ? opt.input : opt.test;
    if (!opt.test.empty() && !opt.input.empty())
        throw JudgeError("explain: a test (" + opt.test + ") and --input " + opt.input + ": give one");
    if (given.empty()) {
        if (std::filesystem::is_regular_file(opt.problem)) {
            given = opt.problem;
            id = resolve_problem_id(given, "");
        } else {
            throw JudgeError("explain " + opt.problem + ": name a test (hack/cap2-n8), a file, or --input F|-");
        }
    }
    Problem problem = find_problem(session.root, id);
    const std::string file = given == "-" ? given : resolve_test_path(problem.tests, given).string();
    std::string input = read_input(file);
    ScratchDir scratch;
    ToolBox tools(session, problem, scratch.path());
    tools.validate(input, file == "-" ? "stdin" : file);
    if (!tools.has_explainer()) throw JudgeError("problem " + problem.id + " has no explainer");
    // The explainer's words hold the input's bytes: made visible like any other.
    if (opt.json != "-") fmt::print("{}", visible(tools.explain({opt.boards ? "boards" : "text"}, input)));
    if (!opt.json.empty()) {
        std::string raw = tools.explain({"json"}, input);
        nlohmann::json doc;
        try {
            doc = nlohmann::json::parse(raw);
        } catch (const nlohmann::json::exception& e) {
            throw JudgeError(problem.tools.explainer.string() + ": the explainer printed no valid JSON: " + e.what());
        }
        write_json_report(opt.json, doc);
    }
    return 0;
}

}  // namespace

CommandSpec explain_command() {
    auto opt = std::make_shared<ExplainOptions>();
    return {"explain",
            "The game behind an answer: its value and one optimal line of play",
            "Example:\n  bin/judge explain 913 hack/cap4-n14\n"
            "  bin/judge explain testcases/913/hack/cap4-n14.in\n"
            "  bin/judge explain 1728 --input case.in --json -",
            {
                {"id", &opt->problem, "problem id, or a test file (its problem read from its path)", true},
                {"test", &opt->test, "a test's name as the report prints it (hack/cap2-n8), or an input file"},
                {"--input", &opt->input, "an input file, or - for stdin"},
                {"--json", &opt->json, "write the line as JSON to FILE, or - for stdout", false, {report_target()}},
                {"--boards", &opt->boards,
                 "draw the board at every ply (1728; the default draws the start and the end)"},
            },
            [opt] { return run_explain(*opt); }};
}

}  // namespace judge
