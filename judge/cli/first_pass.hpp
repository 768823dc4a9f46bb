// Which tests a judging takes first (`submit --failed`, `watch`): a first
// pass of named tests (and a whole group), the others judged only when every
// one of them passes.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "grader.hpp"
#include "test_set.hpp"

namespace judge {

struct FirstPass {
    std::set<std::string> names;
    std::string group;  // every test of this group too ("examples"), when not empty
    std::string said;   // the line before the table
    bool takes(const std::string& test) const {
        return names.contains(test) || (!group.empty() && test.starts_with(group + "/"));
    }
};

// --failed: the tests the latest submission of this problem from this file
// (else from any file) did not pass, read from the history; with nothing to
// take (no history, history off, nothing failed) no names and a line saying why.
FirstPass failed_last_time(const std::string& problem, const std::string& file, bool use_history);

// watch: the examples, and the tests the last judging did not pass.
FirstPass examples_and_failures(const std::vector<TestResult>& last);

// The first pass's tests put first, in their order; returns how many. When
// none of its named tests is in the set, its line says so.
std::size_t put_first(FirstPass& first, std::vector<TestCase>& tests);

}  // namespace judge
