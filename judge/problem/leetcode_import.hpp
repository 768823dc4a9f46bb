// A LeetCode question (leetcode_question.hpp) as a problem of the judge's:
// the files of its folder, made as data (problem.toml, statement.md, the C++
// snippet, the examples as tests), so that an imported problem is judged by
// the same engine as a built-in one, with no code of its own.
#pragma once

#include <string>
#include <vector>

#include "leetcode_question.hpp"

namespace judge {

struct ImportedExample {
    std::string input;   // the .in: one literal a line
    std::string answer;  // the .ans: the statement's "Output:"
};

struct ImportedProblem {
    std::string id, slug;
    std::string folder_name;  // "<id>-<slug>"
    std::string checker;      // exact, any_order, float or any_answer
    bool manual = false;      // LeetCode runs it with a driver of its own (metaData.manual)
    std::string problem_toml;
    std::string statement_md;
    std::string snippet_cpp;  // LeetCode's starter code, for `judge new` ("" when none)
    std::string snippet_py;   // its Python 3 starter code (`judge new --lang python3`)
    std::vector<ImportedExample> examples;
    std::vector<std::string> constraints;  // the statement's, as plain text
    // What the import says to the user, one line each: how answers are
    // compared and why, what it did not turn into tests.
    std::vector<std::string> notes;
};

// `source` names where it came from (kept in problem.toml). Throws
// JudgeError (naming `file`) when the statement's outputs do not match its
// examples.
ImportedProblem import_question(const LeetcodeQuestion& q, const std::string& file, const std::string& source);

// A TOML basic string: quotes, backslashes and control characters escaped.
std::string toml_string(const std::string& text);

}  // namespace judge
