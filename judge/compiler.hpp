// Compiling a submission: the generated driver and the solution, with the
// problem's flags, under limits of its own so a template bomb cannot hang
// the judge.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "problem.hpp"
#include "process.hpp"

namespace judge {

struct CompileResult {
    bool ok = false;
    bool cached = false;
    std::int64_t ms = 0;
    std::string headline;  // one line for the report: the first error
    std::string log;       // the compiler's diagnostics, paths as the user wrote them
    std::filesystem::path binary;
};

struct CompileRequest {
    std::filesystem::path solution;        // absolute
    std::string solution_display;          // as the user wrote it
    std::filesystem::path runtime_header;  // judge/runtime/leetcode_io.hpp
    std::filesystem::path scratch;         // where driver.cpp and the binary go
};

CompileResult compile_solution(ProcessRunner& runner, const Problem& problem, const CompileRequest& request);

// The first line worth leading a CE report with: the driver's signature
// message if present, else the first "error:" line, else the first line.
std::string compile_headline(const std::string& log);

}  // namespace judge
