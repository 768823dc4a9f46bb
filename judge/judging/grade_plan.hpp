// What `judge grade` judges: a class folder's submissions
// (FOLDER/<student>/<file>.cpp or .py, the problem from each file's name as
// `submit` tells it, or its stem a problem's slug), each weighed by the
// worst case of its judging (its problem's tests times its time limit), and
// a shard's share of them: the heaviest first, each to the shard with the
// least weight so far, so that shards of an array job take about equal time
// and the same folder always splits the same way.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "problem.hpp"

namespace judge {

struct GradeItem {
    std::string student;            // the folder's name
    std::filesystem::path file;     // as found under the class folder
    std::string name;               // the file's name
    std::string problem;            // its id; "" when it cannot be told
    std::string why_not;            // why not, when problem is ""
    std::int64_t weight_ms = 0;     // the worst case: tests x the time limit
};

struct GradePlan {
    std::vector<GradeItem> items;       // every submission, by student then file name
    std::vector<std::string> problems;  // the problems with a submission, by id
    std::vector<std::string> students;  // every student folder, sorted
    std::vector<std::string> not_judged;  // one line each: what the folder holds that is not a submission
};

// The class folder's submissions; `problems` are the ones known (ids and
// slugs), `test_count` how many tests a problem has. Throws JudgeError when
// the folder cannot be listed.
GradePlan plan_grading(const std::filesystem::path& folder, const std::vector<Problem>& problems);

// The indices into `items` that shard `k` (1-based) of `n` judges.
std::vector<std::size_t> shard_items(const std::vector<GradeItem>& items, int k, int n);

// "3/16" as {3, 16}; throws JudgeError unless 1 <= K <= N <= 10000.
std::pair<int, int> parse_shard(const std::string& text);

}  // namespace judge
