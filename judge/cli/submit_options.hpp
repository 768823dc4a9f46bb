// What `judge submit` takes, and the one function that judges a submission:
// `submit` calls it once, `watch` at every save.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader.hpp"

namespace judge {

// Tests judged first; the others only when every one of these passes.
struct FirstPass {
    std::set<std::string> names;
    std::string group;  // every test of this group too ("examples"), when not empty
    std::string said;
    bool takes(const std::string& test) const {
        return names.contains(test) || (!group.empty() && test.starts_with(group + "/"));
    }
};

struct SubmitOptions {
    std::string file;
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
    bool failed = false;  // the tests that failed last time first; the rest only if they pass now
    std::string colour = "auto";
    std::string mode = "isolated";
    // Set by watch: the tests to judge first (the examples and what failed
    // the last time), said in a line before the table.
    std::optional<FirstPass> first_pass;
};

// Judges a submission as `judge submit` does and returns its exit status (0
// accepted, 1 not); the result goes to *judged when given.
int run_submit(const SubmitOptions& opt, SubmissionResult* judged = nullptr);

}  // namespace judge
