#include "test_box.hpp"

#include "case_input.hpp"
#include "error.hpp"
#include "text_file.hpp"
#include "leetcode_io.hpp"
#include "value.hpp"

namespace judge {

namespace {

// The offset of a (line, column) position of the scanner in the text.
std::size_t offset_of(const std::vector<std::size_t>& line_starts, int line, int column) {
    return line_starts[static_cast<std::size_t>(line - 1)] + static_cast<std::size_t>(column - 1);
}

}  // namespace

std::vector<BoxCase> split_cases(const Problem& problem, const std::string& text, const std::string& file) {
    std::vector<std::size_t> line_starts{0};
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') line_starts.push_back(i + 1);
    const auto params = input_parts(problem.signature);
    std::vector<BoxCase> cases;
    try {
        lcio::Scanner scanner(text);
        while (!scanner.at_end()) {
            BoxCase c;
            c.line = scanner.line();
            const std::size_t start = offset_of(line_starts, scanner.line(), scanner.column());
            read_case(scanner, problem.signature, [&](std::size_t i) {
                scanner.fail("argument '" + params[i].name + "' (" + params[i].type + ") of case " +
                             std::to_string(cases.size() + 1) + ", which starts on line " + std::to_string(c.line) +
                             " (a case is " + std::to_string(params.size()) + " argument(s))");
            });
            const std::size_t end = offset_of(line_starts, scanner.line(), scanner.column());
            c.input = text.substr(start, end - start) + "\n";
            cases.push_back(std::move(c));
        }
    } catch (const lcio::ParseError& e) {
        throw JudgeError(located(file, e.line, e.column, e.message));
    }
    if (cases.empty()) throw JudgeError(file + ": no test case (the input is empty)");
    return cases;
}

std::vector<std::string> split_answers(const Problem& problem, const std::string& text, const std::string& file) {
    std::vector<std::string> answers;
    try {
        lcio::Scanner scanner(text);
        while (!scanner.at_end())
            answers.push_back(format_value(read_value(scanner, problem.signature.answer_type())));
    } catch (const lcio::ParseError& e) {
        throw JudgeError(located(file, e.line, e.column, e.message));
    }
    return answers;
}

std::vector<TestCase> load_cases(const Problem& problem, const TestFiles& files) {
    const std::string text = read_test_file(files, files.input, "test input");
    std::vector<BoxCase> cases;
    try {
        check_input(problem, text, files.input.string());
        return {load_test(problem, files, text, true)};  // one case, as a .in holds
    } catch (const JudgeError& one_case) {
        // Not one case: a test box, or a broken file. A .in is read as one
        // case and its error is that case's; another file's, the box's.
        try {
            cases = split_cases(problem, text, files.input.string());
        } catch (const JudgeError&) {
            if (files.input.extension() == ".in") throw one_case;
            throw;
        }
    }
    std::vector<std::string> answers;
    if (!files.answer.empty()) {
        answers = split_answers(problem, read_test_file(files, files.answer, "test answer"), files.answer.string());
        if (answers.size() != cases.size())
            throw JudgeError(files.answer.string() + ": " + std::to_string(answers.size()) + " answer(s) for the " +
                             std::to_string(cases.size()) + " cases of " + files.input.string() +
                             " (one answer a case, in order)");
    }
    std::vector<TestCase> out;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        TestCase t;
        t.name = OutsideText(files.name.bytes() + "#" + std::to_string(i + 1));
        t.input_file = files.input.string() + ":" + std::to_string(cases[i].line);
        t.input = cases[i].input;
        if (answers.empty()) {
            t.expected_from = k_from_reference;
        } else {
            t.expected = answers[i];
            t.answer_at = files.answer.string() + " (answer " + std::to_string(i + 1) + ")";
        }
        out.push_back(std::move(t));
    }
    return out;
}

}  // namespace judge
