#include <doctest/doctest.h>

#include <algorithm>

#include <fstream>

#include "driver.hpp"
#include "error.hpp"
#include "problem.hpp"
#include "text_file.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

fs::path root() {
    return project_root();
}

void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
}

}  // namespace

TEST_CASE("the shipped problems load from data") {
    Problem p = find_problem(root(), "1728");
    CHECK(p.title == "Cat and Mouse II");
    CHECK(p.slug == "cat-and-mouse-ii");
    CHECK(p.signature.display() == "bool canMouseWin(vector<string>& grid, int catJump, int mouseJump)");
    CHECK(p.limits.time_ms > 0);
    CHECK(p.tests == root() / "testcases" / "1728");
    auto all = list_problems(root());
    REQUIRE(all.size() >= 2);
    CHECK(std::any_of(all.begin(), all.end(), [](const Problem& q) { return q.id == "913"; }));
    CHECK_THROWS_WITH(find_problem(root(), "99999"), doctest::Contains("unknown problem '99999' (known: "));
    // The known ids in number order, as `judge problems` lists them.
    CHECK_THROWS_WITH(find_problem(root(), "99999"), doctest::Contains("913, 1728)"));
    CHECK_THROWS_WITH(find_problem(root(), "99999"), doctest::Contains("(known: 1, 4, 23, 48, "));
}

TEST_CASE("a third problem is data only") {
    ScratchDir dir;
    write(dir.path() / "problems/1-two-sum/problem.toml", R"(id = "1"
title = "Two Sum"
[signature]
method = "twoSum"
returns = "vector<int>"
params = [ { name = "nums", type = "vector<int>" }, { name = "target", type = "int" } ]
)");
    Problem p = find_problem(dir.path(), "1");
    CHECK(p.signature.class_name == "Solution");
    CHECK(p.signature.display() == "vector<int> twoSum(vector<int>& nums, int target)");
    CHECK(p.limits.memory_mib == 256);
    CHECK(p.limits.stack_mib == k_default_stack_mib);
    CHECK(p.compile_flags == std::vector<std::string>{"-std=c++23", "-O2"});
}

TEST_CASE("bad metadata names the file, line and column") {
    ScratchDir dir;
    write(dir.path() / "problems/7-x/problem.toml",
          "id = \"7\"\ntitle = \"X\"\n[signature]\nmethod = \"f\"\nreturns = \"Node*\"\nparams = []\n");
    CHECK_THROWS_WITH(find_problem(dir.path(), "7"),
                      doctest::Contains("problem.toml:5:11: unsupported type 'Node*'"));
    write(dir.path() / "problems/8-y/problem.toml", "id = \"8\"\ntitle = = \"Y\"\n");
    CHECK_THROWS_WITH(find_problem(dir.path(), "8"), doctest::Contains("problem.toml:2:"));
    write(dir.path() / "problems/9-z/problem.toml",
          "id = \"9\"\ntitle = \"Z\"\n[signature]\nmethod = \"f\"\nreturns = \"int\"\nparams = [ { name = \"a\", type "
          "= \"int\" } ]\n[limits]\ntime_ms = -5\n");
    CHECK_THROWS_WITH(find_problem(dir.path(), "9"),
                      doctest::Contains("problem.toml:8:11: 'time_ms' must be a positive integer"));
}

TEST_CASE("the driver: the solution's unit calls a fresh Solution and checks the signature, main's reads and prints") {
    Problem p = find_problem(root(), "1728");
    DriverSources d = generate_driver(p, "/abs/my sol.cpp", "/j/runtime/leetcode_io.hpp");
    const std::string& s = d.solution_unit;
    CHECK(s.find("#include <bits/stdc++.h>\nusing namespace std;") != std::string::npos);
    // The types are spelled before the solution's text, so that its macros cannot change them.
    CHECK(s.find("using Ret = bool;\nusing P0 = vector<string>;\nusing P1 = int;\nusing P2 = int;\n") <
          s.find("#include \"/abs/my sol.cpp\""));
    CHECK(s.find("s.canMouseWin(a0, a1, a2) } -> std::convertible_to<Ret>") != std::string::npos);
    CHECK(s.find("std::unique_ptr<S> solution(new S());") != std::string::npos);  // destroyed after the call
    CHECK(s.find("Ret judge_invoke(P0& a0, P1& a1, P2& a2) { return invoke< ::Solution>(a0, a1, a2); }") !=
          std::string::npos);
    CHECK(s.find("judge: expected method `bool canMouseWin(vector<string>& grid, int catJump, int mouseJump)` in class "
                 "Solution") != std::string::npos);
    CHECK(s.find("leetcode_io") == std::string::npos);  // the reader is main's business

    const std::string& m = d.main_unit;
    CHECK(m.find("/abs/my sol.cpp") == std::string::npos);  // the same for every solution
    CHECK(m.find("#include \"/j/runtime/leetcode_io.hpp\"") != std::string::npos);
    CHECK(m.find("auto judge_arg0 = ::lcio::Literal<P0>::read(scanner);") != std::string::npos);
    CHECK(m.find("auto judge_arg2 = ::lcio::Literal<P2>::read(scanner);") != std::string::npos);
    CHECK(m.find("Ret result = judge_invoke(judge_arg0, judge_arg1, judge_arg2);") != std::string::npos);
    // main itself is runtime/driver_main.hpp's, beside the reader.
    CHECK(m.find("#include \"/j/runtime/driver_main.hpp\"") != std::string::npos);
    CHECK(m.find("return judge_driver::driver_main(argc, argv);") != std::string::npos);
    // LeetCode mode, in the same binary: every test in one process, one at a
    // time, each answer framed; no time taken inside (the judge measures).
    const std::string main_header = read_file_bytes(root() / "judge" / "runtime" / "driver_main.hpp");
    CHECK(main_header.find("\"--many\"") != std::string::npos);
    CHECK(main_header.find("\"@@done \"") != std::string::npos);
    CHECK(main_header.find("ITIMER_PROF") == std::string::npos);
    CHECK(main_header.find("getrusage") == std::string::npos);
}

TEST_CASE("a solution whose path #include cannot spell (a quote, a backslash, a line break) is the judge's error, said") {
    Problem p = find_problem(project_root(), "913");
    for (const char* path : {"/abs/we \"q.cpp", "/abs/back\\slash.cpp", "/abs/two\nlines.cpp"})
        CHECK_THROWS_WITH_AS(generate_driver(p, path, "/j/runtime/leetcode_io.hpp"),
                             doctest::Contains("rename the file"), JudgeError);
    CHECK_NOTHROW(generate_driver(p, "/abs/it's fine.cpp", "/j/runtime/leetcode_io.hpp"));
}

TEST_CASE("every fixture shape loads from a temporary root: data only, no judge change") {
    ScratchDir dir;
    fs::copy(root() / "tests" / "fixtures" / "shapes", dir.path(), fs::copy_options::recursive);
    auto all = list_problems(dir.path());
    REQUIRE(all.size() >= 12);
    auto get = [&](const std::string& id) { return find_problem(dir.path(), id); };
    CHECK(get("902").signature.display() == "ListNode* mergeKLists(vector<ListNode*>& lists)");
    CHECK(get("903").signature.display() == "TreeNode* invertTree(TreeNode* root)");
    CHECK(get("907").compare.inner_any_order);
    CHECK(get("908").checker == "float");
    const Problem rotate = get("909");
    CHECK(rotate.signature.answer_index() == 0);
    CHECK(rotate.signature.answer_type().cpp_name() == "vector<vector<int>>");
    const Problem lru = get("910");
    CHECK(lru.signature.design);
    CHECK(lru.signature.display() ==
          "class LRUCache { LRUCache(int capacity); int get(int key); void put(int key, int value); }");
    CHECK(get("911").tools.checker.filename() == "checker.cpp");
    // Each generates a driver (its compile is e2e_shapes.sh's).
    for (const auto& p : all) {
        CAPTURE(p.id);
        CHECK_NOTHROW(generate_driver(p, "/abs/x.cpp", "/j/runtime/leetcode_io.hpp"));
    }
    const DriverSources d = generate_driver(lru, "/abs/x.cpp", "/j/runtime/leetcode_io.hpp");
    CHECK(d.main_unit.find("} else if (names[i] == \"put\") {") != std::string::npos);
    CHECK(d.solution_unit.find("judge: expected method `void put(int key, int value)` in class LRUCache") !=
          std::string::npos);
    const DriverSources r = generate_driver(rotate, "/abs/x.cpp", "/j/runtime/leetcode_io.hpp");
    CHECK(r.solution_unit.find("solution->rotate(a0);\n        return a0;") != std::string::npos);
    const DriverSources l = generate_driver(get("901"), "/abs/x.cpp", "/j/runtime/leetcode_io.hpp");
    CHECK(l.solution_unit.find("#ifndef JUDGE_DEFINED_LISTNODE") < l.solution_unit.find("#include \"/abs/x.cpp\""));
    CHECK(l.main_unit.find("#include \"/j/runtime/leetcode_nodes.hpp\"") != std::string::npos);
}

TEST_CASE("the shape keys, misused, name their place") {
    ScratchDir dir;
    const std::string head = "id = \"7\"\ntitle = \"X\"\n";
    const std::string sig = "[signature]\nmethod = \"f\"\nreturns = \"int\"\nparams = [ { name = \"a\", type = \"int\" } ]\n";
    auto fails = [&](const std::string& toml, const std::string& message) {
        CAPTURE(toml);
        write(dir.path() / "problems/7-x/problem.toml", toml);
        CHECK_THROWS_WITH(find_problem(dir.path(), "7"), doctest::Contains(message.c_str()));
    };
    fails(head + "checker = \"fuzzy\"\n" + sig, "problem.toml:3:11: unknown checker 'fuzzy'");
    fails(head + "checker = \"program\"\n" + sig, "checker = \"program\" needs its source");
    fails(head + sig + "[compare]\nabs_tol = -1.0\n", "compare.abs_tol: expected a number >= 0");
    fails(head + sig + "[compare]\ntolerance = 1.0\n", "compare: unknown key 'tolerance'");
    fails(head + sig + "[limits]\nstack_mib = 300\n", "problem.toml:8:13: stack_mib (300) is more than memory_mib (256)");
    fails(head + sig + "[limits]\nstack_mib = 0\n", "problem.toml:8:13: 'stack_mib' must be a positive integer");
    fails(head + "[signature]\nmethod = \"f\"\nreturns = \"void\"\nparams = [ { name = \"a\", type = \"int\" } ]\n",
          "a void method's answer is a parameter");
    fails(head + "[signature]\nmethod = \"f\"\nreturns = \"void\"\nanswer = \"b\"\nparams = [ { name = \"a\", type = \"int\" } ]\n",
          "signature.answer: 'b' is not a parameter's name");
    fails(head + "[signature]\nmethod = \"f\"\nreturns = \"int\"\nparams = [ { name = \"a\", type = \"void\" } ]\n",
          "void is a return type only");
    fails(head + "[signature]\nkind = \"design\"\nclass = \"C\"\n", "a design problem needs [[signature.methods]]");
    fails(head + "checker = \"any_order\"\n[signature]\nkind = \"design\"\nclass = \"C\"\n[[signature.methods]]\nname = \"g\"\nreturns = \"int\"\n",
          "any_order: a design problem's answers are in the order of its calls");
    fails(head + "[signature]\nkind = \"class\"\n", "signature.kind:");
    // Names the driver writes into C++: one that is not a C++ name is the
    // problem's fault, said at its place, never a CE blamed on a submission.
    fails(head + "[signature]\nmethod = \"two Sum\"\nreturns = \"int\"\n",
          "problem.toml:4:10: signature.method: 'two Sum' is not a C++ name the driver can use");
    fails(head + "[signature]\nmethod = \"delete\"\nreturns = \"int\"\n", "signature.method: 'delete' is not a C++ name");
    fails(head + "[signature]\nmethod = \"f\"\nreturns = \"int\"\nparams = [ { name = \"2a\", type = \"int\" } ]\n",
          "parameter.name: '2a' is not a C++ name");
    fails(head + "[signature]\nmethod = \"f\"\nreturns = \"int\"\nparams = [ { name = \"a\", type = \"int\" }, { name = \"a\", type = \"int\" } ]\n",
          "parameter 'a' named twice");
    fails(head + "[signature]\nkind = \"design\"\nclass = \"LRU-Cache\"\n", "signature.class: 'LRU-Cache' is not a C++ name");
    fails(head + "[signature]\nkind = \"design\"\nclass = \"C\"\n[[signature.methods]]\nname = \"get(\"\nreturns = \"int\"\n",
          "method.name: 'get(' is not a C++ name");
}
