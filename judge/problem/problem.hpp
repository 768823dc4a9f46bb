// A problem as data: problems/<id>-<slug>/problem.toml and statement.md.
// Nothing about a particular problem is written in the judge's code.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "outside_text.hpp"
#include "type_spec.hpp"

namespace judge {

struct Parameter {
    std::string name;
    TypeSpec type;
};

// A design problem's method: LRUCache's `int get(int key)`.
struct Method {
    std::string name;
    TypeSpec returns;
    std::vector<Parameter> params;
};

struct Signature {
    std::string class_name;
    std::string method;
    std::vector<Parameter> params;
    TypeSpec returns;
    // In place (returns = "void", answer = "matrix"): the parameter whose
    // value after the call is the answer; empty for the return value.
    std::string answer{};
    // kind = "design": a class built by its constructor, then called; the
    // input is LeetCode's two lines (the calls' names, their arguments),
    // the answer one list (null for the constructor and void methods).
    bool design = false;
    std::vector<Parameter> constructor{};
    std::vector<Method> methods{};

    // The index in params of `answer`; -1 when the answer is the return value.
    int answer_index() const;
    // The type of one test's answer: the return type, the in-place
    // parameter's, or (design) a list of any literals.
    TypeSpec answer_type() const;
    // Whether any parameter or return type is or holds this node type.
    bool uses(TypeKind node) const;
    // "int catMouseGame(vector<vector<int>>& graph)", as LeetCode shows it;
    // a design problem's class, its constructor and methods on one line each.
    std::string display() const;
};

// "int get(int key)": a method as LeetCode declares it (by reference where LeetCode passes so).
std::string declaration(const std::string& returns, const std::string& name, const std::vector<Parameter>& params);

// How the built-in checkers compare ([compare] in problem.toml).
struct CompareOptions {
    bool inner_any_order = false;  // any_order: each inner list in any order too
    double abs_tol = 1e-5;         // float: |got - expected| <= abs_tol, or
    double rel_tol = 1e-5;         //        <= rel_tol * |expected|
};

inline constexpr int k_default_stack_mib = 64;

inline constexpr int k_python_time_factor = 3;

struct Limits {
    int time_ms = 1000;
    int memory_mib = 256;
    int output_kib = 16384;
    // The main thread's stack: a recursion without end reaches it in well
    // under a third of the time limit (an RE, a stack overflow), while a
    // DFS 10^5 frames deep fits many times over (docs/verdicts.md).
    int stack_mib = k_default_stack_mib;
    // A Python 3 solution's CPU limit (problem.toml's python3_time_ms); 0:
    // k_python_time_factor times time_ms. The interpreter's start (about 30
    // ms of CPU a run here) is inside it.
    int python_time_ms = 0;
    // For verify --calibrate: limit = max(multiplier x slowest accepted, floor).
    int calibrate_multiplier = 3;
    int calibrate_floor_ms = 1000;

    // The limits of a Python 3 solution: its own time limit, the rest the same.
    Limits for_python() const {
        Limits l = *this;
        l.time_ms = python_time_ms > 0 ? python_time_ms : k_python_time_factor * time_ms;
        l.python_time_ms = l.time_ms;
        return l;
    }
};

// The problem's own programs, compiled by the judge when needed. Any may be
// absent (an empty path).
struct ProblemTools {
    std::filesystem::path validator;  // stdin: one input; exit 0 valid, 1 invalid + one line why
    std::filesystem::path generator;  // args: as in testset.txt; stdout: one input
    std::filesystem::path reference;  // the accepted solution that writes the .ans files
    std::filesystem::path recipe;     // testset.txt: "<group>/<name> <generator args>" per line
    std::filesystem::path explainer;  // args json | text | hint GOT; stdin: one input
    std::filesystem::path checker;    // checker = "program": framed input, expected, got; "ok" or "wrong <why>"
};

struct Problem {
    std::string id;
    std::string slug;
    OutsideText title;  // data: shown through a sink only
    std::filesystem::path dir;        // problems/<id>-<slug>
    std::filesystem::path tests;      // testcases/<id>
    std::filesystem::path solutions;  // solutions/<id>
    Signature signature;
    Limits limits;
    std::string checker = "exact";  // exact, any_order, float or program (k_checker_names)
    CompareOptions compare;
    std::vector<std::string> compile_flags{"-std=c++23", "-O2"};
    ProblemTools tools;
    bool imported = false;  // made by `judge import` (problem.toml's [imported] table)
    std::vector<std::string> constraints;  // an imported problem's statement constraints ([imported] constraints)
};

// The checkers a problem may name.
inline constexpr const char* k_checker_names[] = {"exact", "any_order", "float", "any_answer", "program"};

// Reads problem.toml in `dir`; throws JudgeError naming file:line:column.
Problem load_problem(const std::filesystem::path& dir, const std::filesystem::path& testcases_root);

// The problem with this id under root/problems; throws JudgeError listing
// the known ids when there is none.
Problem find_problem(const std::filesystem::path& root, const std::string& id);

// Every problem under root/problems, ordered by id.
std::vector<Problem> list_problems(const std::filesystem::path& root);

// problem.toml's text with its first `KEY = N` line set to `ms`, the rest
// of the file as it was, comments included; a key other than time_ms that
// is not there is added on the line after time_ms; none when no line sets
// time_ms.
std::optional<std::string> with_time_limit(const std::string& toml_text, int ms, std::string_view key = "time_ms");

}  // namespace judge
