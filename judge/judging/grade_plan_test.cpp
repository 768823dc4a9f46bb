#include "grade_plan.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <fstream>

#include "error.hpp"

namespace judge {

namespace fs = std::filesystem;

namespace {

Problem problem(const std::string& id, const std::string& slug, const fs::path& tests, int time_ms) {
    Problem p;
    p.id = id;
    p.slug = slug;
    p.dir = "/nonexistent/problems/" + id + "-" + slug;
    p.tests = tests;
    p.limits.time_ms = time_ms;
    return p;
}

void touch(const fs::path& p) {
    fs::create_directories(p.parent_path());
    std::ofstream(p) << "x\n";
}

}  // namespace

TEST_CASE("grade: a class folder's submissions, the problem from each name, the rest named") {
    const fs::path dir = fs::temp_directory_path() / ("judge-grade-plan-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    for (int i = 0; i < 3; ++i)
        touch(dir / "tests913" / (std::to_string(i) + ".in"));
    touch(dir / "tests1" / "a.in");
    const fs::path cls = dir / "class";
    touch(cls / "bob" / "913.cpp");
    touch(cls / "bob" / "two-sum.py");
    touch(cls / "bob" / "notes.txt");
    touch(cls / "alice" / "913-cat-and-mouse.py");
    touch(cls / "alice" / "1728.cpp");
    touch(cls / "alice" / "mine.cpp");
    touch(cls / "alice" / ".hidden.cpp");
    touch(cls / "stray.cpp");
    touch(cls / ".git" / "HEAD");
    fs::create_directories(cls / "carol");  // no files: a row of empty cells
    fs::create_symlink(cls / "bob" / "913.cpp", cls / "alice" / "913.cpp");  // another student's file
    fs::create_symlink(cls / "bob", cls / "linked");                         // a folder elsewhere
    fs::create_directories(cls / "bob" / "nested");
    const std::vector<Problem> problems = {problem("913", "cat-and-mouse", dir / "tests913", 1000),
                                           problem("1", "two-sum", dir / "tests1", 500)};
    const GradePlan plan = plan_grading(cls, problems);
    CHECK(plan.students == std::vector<std::string>{"alice", "bob", "carol"});
    REQUIRE(plan.items.size() == 5);
    CHECK(plan.items[0].name == "1728.cpp");
    CHECK(plan.items[0].problem.empty());
    CHECK(plan.items[0].why_not.find("problem 1728 is not one of this judge's") != std::string::npos);
    CHECK(plan.items[1].problem == "913");
    CHECK(plan.items[1].weight_ms == 3 * 1000 * k_python_time_factor);  // Python's own limit
    CHECK(plan.items[2].name == "mine.cpp");
    CHECK(plan.items[2].why_not.find("cannot tell the problem") != std::string::npos);
    CHECK(plan.items[3].problem == "913");
    CHECK(plan.items[3].weight_ms == 3000);
    CHECK(plan.items[4].problem == "1");  // by its slug
    CHECK(plan.problems == std::vector<std::string>{"1", "913"});
    // Every name left out is said, one line each (hidden ones too).
    REQUIRE(plan.not_judged.size() == 7);
    CHECK(plan.not_judged[0].find(".git: a hidden name (it starts with '.'), not a student's folder") != std::string::npos);
    CHECK(plan.not_judged[1].find("alice/.hidden.cpp: a hidden name (it starts with '.'), not a submission") !=
          std::string::npos);
    CHECK(plan.not_judged[2].find("alice/913.cpp: a symbolic link, not a submission") != std::string::npos);
    CHECK(plan.not_judged[3].find("bob/nested: a folder inside a student's folder") != std::string::npos);
    CHECK(plan.not_judged[4].find("notes.txt: not a .cpp or .py file") != std::string::npos);
    CHECK(plan.not_judged[5].find("linked: a symbolic link, not a student's folder") != std::string::npos);
    CHECK(plan.not_judged[6].find("stray.cpp: not in a student's folder") != std::string::npos);
    CHECK_THROWS_WITH_AS(plan_grading(dir / "missing", problems), doctest::Contains("not a folder of students' folders"),
                         JudgeError);
    CHECK_THROWS_WITH_AS(plan_grading(cls / "stray.cpp", problems),
                         doctest::Contains("not a folder of students' folders"), JudgeError);
    fs::remove_all(dir);
}

TEST_CASE("grade: shards split the work by weight, every item once, the same way every time") {
    std::vector<GradeItem> items;
    for (int i = 0; i < 10; ++i)
        items.push_back({"s" + std::to_string(i), "f", "f", "913", "", (i + 1) * 1000});
    std::vector<int> seen(items.size(), 0);
    std::vector<std::int64_t> loads;
    for (int k = 1; k <= 3; ++k) {
        std::int64_t load = 0;
        for (std::size_t i : shard_items(items, k, 3)) {
            ++seen[i];
            load += items[i].weight_ms;
        }
        loads.push_back(load);
        CHECK(shard_items(items, k, 3) == shard_items(items, k, 3));
    }
    for (int s : seen) CHECK(s == 1);
    // 55000 in all: the greedy split is within the heaviest item of even.
    for (auto l : loads) CHECK(std::abs(l - 55000 / 3) <= 10000);
    CHECK(shard_items(items, 1, 1).size() == items.size());
    CHECK(shard_items({}, 1, 4).empty());
}

TEST_CASE("grade: --shard K/N read, and refused in one line") {
    CHECK(parse_shard("3/16") == std::pair{3, 16});
    CHECK(parse_shard("1/1") == std::pair{1, 1});
    for (const char* bad : {"0/4", "5/4", "3", "a/b", "3/", "/4", "-1/4", "1/10001"})
        CHECK_THROWS_AS(parse_shard(bad), JudgeError);
}

}  // namespace judge
