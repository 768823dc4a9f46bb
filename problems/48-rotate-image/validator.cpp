// Validator for 48: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

using Matrix = std::vector<std::vector<int>>;

Matrix read_matrix(std::string_view text) {
    lcio::Scanner scanner(text);
    Matrix m = lcio::Literal<Matrix>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of input");
    return m;
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Matrix m;
    try {
        m = read_matrix(text);
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const std::size_t n = m.size();
    if (n < 1 || n > 20) return "1 <= n <= 20 is broken: the matrix has " + std::to_string(n) + " rows";
    for (std::size_t i = 0; i < n; ++i) {
        if (m[i].size() != n)
            return "n == matrix[i].length is broken: row " + std::to_string(i) + " has " + std::to_string(m[i].size()) +
                   " entries, the matrix " + std::to_string(n) + " rows";
        for (std::size_t j = 0; j < n; ++j)
            if (m[i][j] < -1000 || m[i][j] > 1000)
                return "-1000 <= matrix[i][j] <= 1000 is broken: matrix[" + std::to_string(i) + "][" +
                       std::to_string(j) + "] is " + std::to_string(m[i][j]);
    }
    return "";
}

// The answer is the input turned a quarter clockwise, nothing else.
std::string broken_answer(std::string_view input, std::string_view text) {
    const Matrix in = read_matrix(input);
    lcio::Scanner scanner(text);
    const Matrix out = lcio::Literal<Matrix>::read(scanner);
    const std::size_t n = in.size();
    if (out.size() != n) return "the answer has " + std::to_string(out.size()) + " rows, not " + std::to_string(n);
    for (std::size_t r = 0; r < n; ++r) {
        if (out[r].size() != n) return "row " + std::to_string(r) + " of the answer has the wrong length";
        for (std::size_t c = 0; c < n; ++c)
            if (out[r][c] != in[n - 1 - c][r])
                return "answer[" + std::to_string(r) + "][" + std::to_string(c) + "] is not matrix[" +
                       std::to_string(n - 1 - c) + "][" + std::to_string(r) + "] of the input";
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
