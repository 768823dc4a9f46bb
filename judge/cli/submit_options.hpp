// What `judge submit` takes, and the one function that judges a submission:
// `submit` calls it once, `watch` at every save.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "first_pass.hpp"
#include "grader.hpp"

namespace judge {

struct SubmitOptions {
    std::string file;
    // The file's bytes as the caller read them (grade: what it hashed): judged
    // as they are, the file not read again.
    std::optional<std::string> file_text;
    std::string problem;
    std::vector<std::string> tests;
    int jobs = usable_cores();
    int time_limit_ms = 0;
    int memory_limit_mib = 0;
    std::string json;
    std::string junit;
    std::string html;
    bool fail_fast = false;
    bool no_history = false;
    bool quiet = false;
    bool sanitize = false;
    bool like_leetcode = false;  // clang, every test under ASan and UBSan
    bool failed = false;  // the tests that failed last time first; the rest only if they pass now
    std::string colour = "auto";
    std::string mode = "isolated";
    std::string compiler;  // --compiler: "" for the config file's, else clang
    std::string lang;      // --lang: "" by the file's extension, cpp, python3
    // Set by watch: the tests to judge first (the examples and what failed
    // the last time), said in a line before the table.
    std::optional<FirstPass> first_pass;
    // Set by grade: where the terminal report goes (a file of its own for
    // each submission), and no status line of its own (grade's is shown).
    std::FILE* report_out = nullptr;
    bool own_status = true;
};

// Judges a submission as `judge submit` does and returns its exit status (0
// accepted, 1 not); the result goes to *judged when given.
int run_submit(const SubmitOptions& opt, SubmissionResult* judged = nullptr);

}  // namespace judge
