// A problem's own programs, compiled on first use: the validator that checks
// a test input against the statement's constraints, the generator, and the
// reference solution that writes answers.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checker.hpp"
#include "constraint_spec.hpp"
#include "problem.hpp"
#include "session.hpp"
#include "test_set.hpp"

namespace judge {

class ToolBox {
public:
    ToolBox(Session& session, const Problem& problem, std::filesystem::path scratch);

    bool has_validator() const { return !m_problem.tools.validator.empty(); }
    // Throws JudgeError "<file>: <broken constraint>" for an invalid input.
    void validate(const std::string& input, const std::string& file);
    // The same for many inputs, checked by one validator process; throws for
    // the first invalid one. These are tests' inputs (load_test and
    // load_cases have checked them against the signature): not parsed again.
    struct NamedInput {
        std::string_view input;
        std::string file;
    };
    void validate(const std::vector<NamedInput>& inputs);
    // The answers from .ans files are ones the problem can have for their
    // inputs (913: 0, 1 or 2), checked by one validator process; throws
    // JudgeError "<file>:<line>:<column>: impossible answer: <why>" for the
    // first that is not. Answers from the reference are not checked.
    void validate_answers(const std::vector<TestCase>& tests);
    // The generator's output for these arguments; throws JudgeError if it fails.
    std::string generate(const std::vector<std::string>& args);
    bool has_explainer() const { return !m_problem.tools.explainer.empty(); }
    // The explainer's output for these arguments on this input.
    std::string explain(const std::vector<std::string>& args, const std::string& input);
    // For a wrong answer: the explainer's one line on why the right answer
    // is right, given what the solution answered ("" when the problem has
    // no explainer, or it failed: said on stderr; the verdict stands).
    std::string why_line(const std::string& got, const std::string& input);
    // Every input one step smaller than `input` ("generator shrink").
    std::vector<std::string> shrink(const std::string& input);
    // The reference solution's answer to one input (canonical spelling).
    std::string reference_answer(const std::string& input, const std::string& file);
    // Compiles now the generator, the validator and the reference the
    // problem has (each is compiled on first use otherwise): a caller with a
    // budget of time starts its clock after this.
    void prepare();
    // The problem's checker: a built-in one (checker.hpp), or its checker
    // program, compiled here now. It may outlive this ToolBox, not the session.
    std::unique_ptr<AnswerChecker> checker();

private:
    std::filesystem::path tool(const std::filesystem::path& source, const char* name);
    // The validator's line for each framed record in `mode` ("--many",
    // "--answers"): the index and reason of the first "invalid" one; throws
    // when the validator fails (`files` name the records for that message).
    std::vector<std::pair<std::size_t, std::string>> invalid_ones(const char* mode, const std::string& framed,
                                                                     const std::vector<std::string>& files);
    RunOutcome run_generator(const std::vector<std::string>& args, const std::string& input);
    void ensure_reference();
    std::string drawn_from_constraints(const std::vector<std::string>& args);
    std::optional<ConstraintSpec> m_drawn_spec;  // an imported problem's constraints, as stress draws within them
    // Compiles `source` into `binary` on first use, then runs it.
    RunOutcome run_tool(const std::filesystem::path& source, const char* name,
                        std::optional<std::filesystem::path>& binary, const std::vector<std::string>& args,
                        const std::string& input, std::int64_t cpu_ms);
    Session& m_session;
    const Problem& m_problem;
    std::filesystem::path m_scratch;
    std::optional<std::filesystem::path> m_validator, m_generator, m_explainer, m_checker;
    std::optional<Program> m_reference;  // a solution: C++ or Python
    Limits m_reference_limits;           // its language's
};

}  // namespace judge
