// Validator for 1728: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    std::vector<std::string> grid;
    int cat_jump = 0, mouse_jump = 0;
    try {
        lcio::Scanner scanner(text);
        grid = lcio::Literal<std::vector<std::string>>::read(scanner);
        cat_jump = lcio::Literal<int>::read(scanner);
        mouse_jump = lcio::Literal<int>::read(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const int rows = static_cast<int>(grid.size());
    if (rows < 1 || rows > 8) return lcio::where(text, {0}) + "1 <= rows <= 8 is broken: the grid has " + std::to_string(rows) + " rows";
    const int cols = static_cast<int>(grid[0].size());
    if (cols < 1 || cols > 8) return lcio::where(text, {0, 0}) + "1 <= cols <= 8 is broken: row 0 has " + std::to_string(cols) + " cells";
    int count[3] = {0, 0, 0};
    const std::string pieces = "CMF";
    for (int r = 0; r < rows; ++r) {
        if (static_cast<int>(grid[r].size()) != cols)
            return lcio::where(text, {0, static_cast<std::size_t>(r)}) + "every row must have the same length: row " + std::to_string(r) + " has " +
                           std::to_string(grid[r].size()) + " cells, row 0 has " + std::to_string(cols);
        for (int c = 0; c < cols; ++c) {
            char ch = grid[r][c];
            if (pieces.find(ch) != std::string::npos) ++count[pieces.find(ch)];
            else if (ch != '.' && ch != '#')
                return lcio::where(text, {0, static_cast<std::size_t>(r), static_cast<std::size_t>(c)}) + "grid[i][j] must be one of C M F . # : grid[" + std::to_string(r) + "][" +
                               std::to_string(c) + "] is '" + std::string(1, ch) + "'";
        }
    }
    for (int i = 0; i < 3; ++i)
        if (count[i] != 1)
            return lcio::where(text, {0}) + "there must be exactly one '" + pieces[i] + "': the grid has " + std::to_string(count[i]);
    if (cat_jump < 1 || cat_jump > 8) return lcio::where(text, {1}) + "1 <= catJump <= 8 is broken: catJump is " + std::to_string(cat_jump);
    if (mouse_jump < 1 || mouse_jump > 8)
        return lcio::where(text, {2}) + "1 <= mouseJump <= 8 is broken: mouseJump is " + std::to_string(mouse_jump);
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken); }
