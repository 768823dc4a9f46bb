// A class's grades as a table: one row a student, one column a problem, a
// cell the best of that student's files for it (AC first, then the most
// tests passed): "AC 69/69", "WA 15/37", "CE"; empty where the student sent
// nothing. Written for the terminal, as CSV (a spreadsheet: a cell a
// spreadsheet would run as a formula is quoted as text), JSON and one HTML
// page (sortable, each cell a link to that submission's full report).
// Student and file names come from outside: each sink makes them safe.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "grade_book.hpp"

namespace judge {

struct GradeTable {
    std::vector<std::string> problems;  // columns, by id
    std::vector<std::string> students;  // rows, sorted
    // (student, problem) -> the entry the cell shows.
    std::map<std::pair<std::string, std::string>, GradeEntry> cells;
    std::vector<std::string> not_judged;  // lines: files no problem could be told for, and the like

    const GradeEntry* cell(const std::string& student, const std::string& problem) const;
};

// The cells from every entry of the students and problems given (others
// ignored), the best entry a cell.
GradeTable make_grade_table(const std::vector<std::string>& students, const std::vector<std::string>& problems,
                            const std::vector<GradeEntry>& entries);

// "AC 69/69", "CE", "error"; "" for no entry.
std::string cell_text(const GradeEntry* entry);

std::string grade_table_text(const GradeTable& table);
std::string grade_table_csv(const GradeTable& table);
std::string grade_table_json(const GradeTable& table);
// `reports`: the reports' folder as the page reaches it ("" beside them; a
// relative path for a page written elsewhere).
std::string grade_table_html(const GradeTable& table, const std::string& title, const std::string& reports = "");

}  // namespace judge
