#include "test_box.hpp"

#include "error.hpp"
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
    const auto& params = problem.signature.params;
    std::vector<BoxCase> cases;
    try {
        lcio::Scanner scanner(text);
        while (!scanner.at_end()) {
            BoxCase c;
            c.line = scanner.line();
            const std::size_t start = offset_of(line_starts, scanner.line(), scanner.column());
            for (std::size_t i = 0; i < params.size(); ++i) {
                if (scanner.at_end())
                    scanner.fail("argument '" + params[i].name + "' (" + params[i].type.cpp_name() + ") of case " +
                                 std::to_string(cases.size() + 1) + ", which starts on line " + std::to_string(c.line) +
                                 " (a case is " + std::to_string(params.size()) + " argument(s))");
                read_value(scanner, params[i].type);
            }
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

}  // namespace judge
