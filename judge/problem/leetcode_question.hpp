// A problem as LeetCode's site stores it, read from what a user saved: the
// JSON its GraphQL `question` query returns ({"data":{"question":{...}}},
// {"question":{...}} or the object alone), or the problem's page saved from
// a browser, which embeds the same fields in its __NEXT_DATA__ script.
// Everything here is a stranger's data: a malformed file, a page without
// the problem, a metaData that does not parse, a type the judge has not, a
// slug that would leave its folder, are each a JudgeError of one line
// naming the file (and, for JSON, its line and column).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

struct LeetcodeParam {
    std::string name;
    std::string type;  // in the judge's C++ spelling: "vector<int>", "TreeNode*"
};

struct LeetcodeMethod {
    std::string name;
    std::vector<LeetcodeParam> params;
    std::string returns;  // C++ spelling; "void" for none
};

struct LeetcodeQuestion {
    std::string id;     // questionFrontendId: "1"
    std::string slug;   // titleSlug: "two-sum"
    std::string title;  // "Two Sum"
    std::string content;  // the statement, HTML
    bool manual = false;      // metaData.manual: LeetCode runs it with a driver of its own
    std::string cpp_snippet;  // the C++ starter code, as LeetCode shows it ("" when none)
    std::string python3_snippet;  // and the Python 3 one
    // Each example's input: its arguments' literals, one a line (a design
    // problem: the calls' names, then their arguments).
    std::vector<std::string> example_inputs;
    bool design = false;
    LeetcodeMethod function;  // a Solution's method (not design)
    std::string answer_param;  // a void method's answer: the parameter it changes in place
    std::string class_name;    // design
    std::vector<LeetcodeParam> constructor;
    std::vector<LeetcodeMethod> methods;
};

// LeetCode's name of a type ("integer[][]", "list<string>", "TreeNode")
// in the judge's C++ spelling; a JudgeError naming it when the judge has no
// such type (Node, NestedInteger, ...).
std::string cpp_type_of(std::string_view leetcode_type);

// The question in `text`, read from `file` (named in errors): JSON, or an
// HTML page holding the __NEXT_DATA__ script.
LeetcodeQuestion parse_leetcode_question(const std::string& text, const std::string& file);

}  // namespace judge
