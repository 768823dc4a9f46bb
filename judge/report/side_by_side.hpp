// Two texts side by side, lines matched by their longest common
// subsequence: `judge history --diff A B` (two submissions' sources).
#pragma once

#include <string>
#include <vector>

namespace judge {

// One row: the left and right line (either may be absent at an insertion or
// a deletion) and a mark: ' ' the same, '|' changed, '<' only left, '>' only right.
struct SideRow {
    std::string left, right;
    char mark = ' ';
};

std::vector<std::string> split_lines(const std::string& text);

// Rows for the two texts. Lines unmatched on both sides between two matches
// are paired as changed ('|').
std::vector<SideRow> side_by_side(const std::vector<std::string>& left, const std::vector<std::string>& right);

// The rows as text, each side cut or padded to `width` columns.
std::string format_side_by_side(const std::vector<SideRow>& rows, std::size_t width);

}  // namespace judge
