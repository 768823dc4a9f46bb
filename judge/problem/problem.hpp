// A problem as data: problems/<id>-<slug>/problem.toml and statement.md.
// Nothing about a particular problem is written in the judge's code.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "type_spec.hpp"

namespace judge {

struct Parameter {
    std::string name;
    TypeSpec type;
};

struct Signature {
    std::string class_name;
    std::string method;
    std::vector<Parameter> params;
    TypeSpec returns;

    // "int catMouseGame(vector<vector<int>>& graph)", as LeetCode shows it.
    std::string display() const;
};

struct Limits {
    int time_ms = 1000;
    int memory_mib = 256;
    int output_kib = 16384;
    // For verify --calibrate: limit = max(multiplier x slowest accepted, floor).
    int calibrate_multiplier = 3;
    int calibrate_floor_ms = 1000;
};

// The problem's own programs, compiled by the judge when needed. Any may be
// absent (an empty path).
struct ProblemTools {
    std::filesystem::path validator;  // stdin: one input; exit 0 valid, 1 invalid + one line why
    std::filesystem::path generator;  // args: as in testset.txt; stdout: one input
    std::filesystem::path reference;  // the accepted solution that writes the .ans files
    std::filesystem::path recipe;     // testset.txt: "<group>/<name> <generator args>" per line
    std::filesystem::path explainer;  // args json | text | hint GOT; stdin: one input
};

struct Problem {
    std::string id;
    std::string slug;
    std::string title;
    std::filesystem::path dir;        // problems/<id>-<slug>
    std::filesystem::path tests;      // testcases/<id>
    std::filesystem::path solutions;  // solutions/<id>
    Signature signature;
    Limits limits;
    std::string checker = "exact";
    std::vector<std::string> compile_flags{"-std=c++20", "-O2"};
    ProblemTools tools;
};

// Reads problem.toml in `dir`; throws JudgeError naming file:line:column.
Problem load_problem(const std::filesystem::path& dir, const std::filesystem::path& testcases_root);

// The problem with this id under root/problems; throws JudgeError listing
// the known ids when there is none.
Problem find_problem(const std::filesystem::path& root, const std::string& id);

// Every problem under root/problems, ordered by id.
std::vector<Problem> list_problems(const std::filesystem::path& root);

// problem.toml's text with its first `time_ms = N` line set to `ms`, the
// rest of the file as it was, comments included; none when no line sets it.
std::optional<std::string> with_time_limit(const std::string& toml_text, int ms);

}  // namespace judge
