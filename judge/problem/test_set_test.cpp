#include "test_set.hpp"
#include "test_skip.hpp"

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "error.hpp"
#include "test_problems.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

std::vector<NotJudged> skipped;  // what each walk left out (checked where it matters)

void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

}  // namespace

using testing::problem_913;

TEST_CASE("discovery: recursive, named relative to the set, .ans required") {
    ScratchDir dir;
    write(dir.path() / "random/10.in", "[[1],[0]]");
    write(dir.path() / "random/10.ans", "0");
    write(dir.path() / "random/9.in", "[[1],[0]]");
    write(dir.path() / "random/9.ans", "0");
    write(dir.path() / "examples/1.in", "[[1],[0]]");
    write(dir.path() / "examples/1.ans", "0");
    write(dir.path() / "notes.txt", "not a test");
    skipped.clear();
    auto tests = discover_tests(dir.path(), Answers::required, skipped);
    REQUIRE(tests.size() == 3);
    REQUIRE(skipped.size() == 1);  // named, not skipped in silence
    CHECK(skipped[0].path == dir.path() / "notes.txt");
    CHECK(skipped[0].why == "not a test (a regular file; a test is an .in file, its answer the .ans beside it)");
    CHECK(tests[0].name == "examples/1");
    CHECK(tests[1].name == "random/9");
    CHECK(tests[2].name == "random/10");

    auto one = discover_tests(dir.path() / "random/9.in", Answers::required, skipped);
    REQUIRE(one.size() == 1);
    CHECK(one[0].name == "9");

    write(dir.path() / "hack/1.in", "[[1],[0]]");
    CHECK_THROWS_WITH(discover_tests(dir.path(), Answers::required, skipped), doctest::Contains("hack/1.in: test input has no answer file"));
    CHECK_THROWS_WITH(discover_tests(dir.path() / "nothing", Answers::required, skipped), doctest::Contains("no such test file or folder"));
    fs::create_directories(dir.path() / "empty");
    CHECK_THROWS_WITH(discover_tests(dir.path() / "empty", Answers::required, skipped), doctest::Contains("no tests"));
    CHECK_THROWS_WITH(discover_tests("/dev/null", Answers::required, skipped),
                      doctest::Contains("/dev/null: test input is not a regular file (a character device)"));
}

TEST_CASE("a user's .in without .ans: found with no answer path, loaded with the answer to come from the reference") {
    ScratchDir dir;
    write(dir.path() / "mine.in", "[[1,2],[0],[0]]\n");
    write(dir.path() / "given.in", "[[1,2],[0],[0]]\n");
    write(dir.path() / "given.ans", "1\n");
    auto files = discover_tests(dir.path(), Answers::optional, skipped);
    REQUIRE(files.size() == 2);
    CHECK(files[0].name == "given");
    CHECK(files[1].name == "mine");
    CHECK(files[1].answer.empty());
    TestCase given = load_test(problem_913(), files[0]), mine = load_test(problem_913(), files[1]);
    CHECK(given.expected == "1");
    CHECK(given.expected_from == std::string(k_from_answer_file));
    CHECK(mine.expected.empty());
    CHECK(mine.expected_from == std::string(k_from_reference));
}

TEST_CASE("loading a test checks both files and canonicalises the answer") {
    ScratchDir dir;
    write(dir.path() / "a.in", "[[1,3],[0],\r\n[3],[0,2]]\r\n");
    write(dir.path() / "a.ans", " 1 \n");
    TestCase t = load_test(problem_913(), {"a", dir.path() / "a.in", dir.path() / "a.ans"});
    CHECK(t.expected == "1");
    CHECK(t.input == "[[1,3],[0],\r\n[3],[0,2]]\r\n");

    write(dir.path() / "b.in", "[[1,3],[0]]\n[[2]]\n");
    write(dir.path() / "b.ans", "1");
    CHECK_THROWS_WITH(load_test(problem_913(), {"b", dir.path() / "b.in", dir.path() / "b.ans"}),
                      doctest::Contains("b.in:2:1: expected end of input after 1 argument(s), found '['"));
}

TEST_CASE("a test set's bad files: an x.in that is not a regular file is named, never skipped or waited on") {
    ScratchDir dir;
    write(dir.path() / "good/1.in", "[[1],[0]]");
    write(dir.path() / "good/1.ans", "0");
    // A FIFO named like a test: skipping it would judge fewer tests than the set has, reading it would wait.
    const fs::path fifo_set = dir.path() / "fifo";
    fs::create_directories(fifo_set);
    REQUIRE(::mkfifo((fifo_set / "2.in").c_str(), 0600) == 0);
    write(fifo_set / "2.ans", "0");
    REQUIRE(::mkfifo((fifo_set / "named-otherwise").c_str(), 0600) == 0);
    CHECK_THROWS_WITH_AS(discover_tests(fifo_set / "named-otherwise", Answers::optional, skipped),
                         doctest::Contains("named-otherwise: test input is not a regular file (a FIFO)"), JudgeError);
    fs::remove(fifo_set / "named-otherwise");
    CHECK_THROWS_WITH_AS(discover_tests(fifo_set, Answers::required, skipped), doctest::Contains("2.in: test input is not a regular file (a FIFO)"),
                         JudgeError);
    const fs::path folder_set = dir.path() / "folder";
    fs::create_directories(folder_set / "3.in");
    CHECK_THROWS_WITH_AS(discover_tests(folder_set, Answers::required, skipped), doctest::Contains("3.in: test input is not a regular file (a folder)"),
                         JudgeError);
    // A link to a device says what it links to, as an answer's does.
    const fs::path device_set = dir.path() / "device";
    fs::create_directories(device_set);
    fs::create_symlink("/dev/zero", device_set / "5.in");
    CHECK_THROWS_WITH_AS(discover_tests(device_set, Answers::optional, skipped),
                         doctest::Contains("5.in: test input is not a regular file (a link to /dev/zero, a character device)"),
                         JudgeError);
    fs::create_symlink("/dev/zero", device_set / "zeros");
    CHECK_THROWS_WITH_AS(discover_tests(device_set / "zeros", Answers::optional, skipped),
                         doctest::Contains("zeros: test input is not a regular file (a link to /dev/zero, a character device)"),
                         JudgeError);
    const fs::path dangling_set = dir.path() / "dangling";
    fs::create_directories(dangling_set);
    fs::create_symlink(dangling_set / "gone.in", dangling_set / "4.in");
    CHECK_THROWS_WITH_AS(discover_tests(dangling_set, Answers::required, skipped), doctest::Contains("4.in: test input not found"), JudgeError);
    // A link to a folder among the tests: its tests would be skipped (the walk does not follow it).
    const fs::path linked_set = dir.path() / "linked";
    fs::create_directories(linked_set);
    fs::create_directory_symlink(dir.path() / "good", linked_set / "sub");
    CHECK_THROWS_WITH_AS(discover_tests(linked_set, Answers::required, skipped),
                         doctest::Contains("sub: a link to a folder among the tests (not followed)"), JudgeError);
    // An .ans that is a FIFO (or a link to nothing) is found as the answer, and refused when loaded.
    const fs::path answers = dir.path() / "answers";
    write(answers / "5.in", "[[1],[0]]");
    REQUIRE(::mkfifo((answers / "5.ans").c_str(), 0600) == 0);
    auto found = discover_tests(answers, Answers::required, skipped);
    REQUIRE(found.size() == 1);
    CHECK(found[0].answer == answers / "5.ans");
    CHECK_THROWS_WITH_AS(load_test(problem_913(), found[0]),
                         doctest::Contains("5.ans: test answer is not a regular file (a FIFO)"), JudgeError);
    fs::remove(answers / "5.ans");
    fs::create_symlink(answers / "gone.ans", answers / "5.ans");
    found = discover_tests(answers, Answers::optional, skipped);
    REQUIRE(found.size() == 1);
    CHECK_FALSE(found[0].answer.empty());  // not taken for a missing answer: it is bad data
    CHECK_THROWS_WITH_AS(load_test(problem_913(), found[0]), doctest::Contains("5.ans: test answer not found (a link to"),
                         JudgeError);
}

TEST_CASE("a test set over 256 MiB in all is refused before a byte is read, each file under the bound") {
    ScratchDir dir;
    for (int i = 1; i <= 5; ++i) {  // 5 x 60 MiB, sparse: nothing on disk
        write(dir.path() / (std::to_string(i) + ".ans"), "0");
        REQUIRE(::truncate((dir.path() / (std::to_string(i) + ".in")).c_str(), 0) != 0);  // not there yet
        write(dir.path() / (std::to_string(i) + ".in"), "");
        REQUIRE(::truncate((dir.path() / (std::to_string(i) + ".in")).c_str(), off_t{60} << 20) == 0);
    }
    CHECK_THROWS_WITH_AS(discover_tests(dir.path(), Answers::required, skipped),
                         doctest::Contains((dir.path().string() + ": 300 MiB of tests in all, over the 256 MiB a test set may have").c_str()),
                         JudgeError);
    fs::remove(dir.path() / "5.in");
    fs::remove(dir.path() / "5.ans");
    CHECK(discover_tests(dir.path(), Answers::required, skipped).size() == 4);  // 240 MiB: within
}

TEST_CASE("a missing argument is named") {
    Problem p = problem_913();
    p.signature.params.push_back({"catJump", parse_type("int")});
    CHECK_THROWS_WITH(check_input(p, "[[1],[0]]\n", "x.in"),
                      doctest::Contains("x.in:2:1: expected argument 'catJump' (int), found end of input"));
}

TEST_CASE("the problem is inferred from the path") {
    CHECK(problem_id_from_path("solutions/913/accepted/x.cpp") == "913");
    CHECK(problem_id_from_path("/home/u/1728-mine.cpp") == "1728");
    CHECK(problem_id_from_path("913.cpp") == "913");
    CHECK_FALSE(problem_id_from_path("mine.cpp").has_value());
    CHECK_FALSE(problem_id_from_path("913abc.cpp").has_value());
    CHECK(problem_id_from_path("testcases/913/hack/cap2-n8.in") == "913");
    CHECK(problem_id_from_path("solutions/1728/x/1728-a.cpp") == "1728");
    CHECK_THROWS_WITH_AS(problem_id_from_path("solutions/1728/x/913-a.cpp"),
                         doctest::Contains("its folder names problem 1728 and its name problem 913; pass --problem ID"),
                         JudgeError);
}

TEST_CASE("several --tests paths: a file named twice is one test, a name found under two paths is qualified by each") {
    ScratchDir dir;
    const fs::path a = dir.path() / "a", b = dir.path() / "b";
    write(a / "x.in", "[[1],[0]]\n");
    write(b / "x.in", "[[1],[0]]\n");
    write(b / "y.in", "[[1],[0]]\n");
    auto tests = tests_from_paths({a.string(), b.string() + "/", (b / "y.in").string()}, skipped);
    REQUIRE(tests.size() == 3);
    CHECK(tests[0].name == a.string() + "/x");
    CHECK(tests[1].name == b.string() + "/x");
    CHECK(tests[2].name == "y");  // found twice (the folder, then the file): once, its name kept
}

TEST_CASE("nothing in a tests folder is left out without a word") {
    ScratchDir dir;
    write(dir.path() / "a/1.in", "[[1],[0]]");
    write(dir.path() / "a/1.ans", "0");
    write(dir.path() / "a/deep/er/2.ans", "0");      // its input is gone
    write(dir.path() / "a/deep/README.md", "notes");  // another name
    write(dir.path() / ".hidden", "");
    REQUIRE(::mkfifo((dir.path() / "a/pipe").c_str(), 0600) == 0);
    std::vector<NotJudged> left;
    auto tests = discover_tests(dir.path(), Answers::required, left);
    REQUIRE(tests.size() == 1);
    REQUIRE(left.size() == 4);
    CHECK(left[0].path == dir.path() / ".hidden");
    CHECK(left[1].path == dir.path() / "a/deep/README.md");
    CHECK(left[2].path == dir.path() / "a/deep/er/2.ans");
    CHECK(left[2].why == "an answer without its input (2.in)");
    CHECK(left[3].path == dir.path() / "a/pipe");
    CHECK(left[3].why.rfind("not a test (a FIFO;", 0) == 0);
    // tests_from_paths gathers what each path left out, and names a file a
    // second path gives again (judged once).
    left.clear();
    CHECK(tests_from_paths({(dir.path() / "a").string(), (dir.path() / "a/1.in").string()}, left).size() == 1);
    REQUIRE(left.size() == 4);
    CHECK(left[3].path == dir.path() / "a/1.in");
    CHECK(left[3].why == "given before (by " + (dir.path() / "a").string() + "): judged once");
    // Within one folder a link to a test is a test of its own: neither is dropped.
    fs::create_symlink("1.in", dir.path() / "a/0.in");
    left.clear();
    const auto both = tests_from_paths({(dir.path() / "a").string()}, left);
    REQUIRE(both.size() == 2);
    CHECK(both[0].name == "0");
    CHECK(both[1].name == "1");
}

TEST_CASE("a folder of tests that cannot be listed, at any depth, is the judge's error, not a smaller set") {
    if (::geteuid() == 0) return skip_test("root lists any folder (e2e_bad_test_data.sh runs this as nobody)");
    ScratchDir dir;
    write(dir.path() / "1.in", "[[1],[0]]");
    write(dir.path() / "1.ans", "0");
    write(dir.path() / "x/y/2.in", "[[1],[0]]");
    write(dir.path() / "x/y/2.ans", "0");
    for (mode_t mode : {0000, 0311}) {  // neither readable nor enterable; enterable, not listable
        CAPTURE(mode);
        REQUIRE(::chmod((dir.path() / "x/y").c_str(), mode) == 0);
        std::vector<NotJudged> left;
        CHECK_THROWS_WITH_AS(discover_tests(dir.path(), Answers::required, left),
                             doctest::Contains("x/y: cannot list this folder of tests (Permission denied): the tests in "
                                               "it would be missing"),
                             JudgeError);
    }
    ::chmod((dir.path() / "x/y").c_str(), 0700);
}

TEST_CASE("tests found in a folder are read in the folder listed, not through their paths again") {
    ScratchDir dir;
    const fs::path set = dir.path() / "set";
    write(set / "deep" / "a.in", "[[1,3],[0],[3],[0,2]]\n");
    write(set / "deep" / "a.ans", "1\n");
    fs::create_symlink("a.in", set / "deep" / "b.in");
    write(set / "deep" / "b.ans", "1\n");
    auto files = discover_tests(set, Answers::required, skipped);
    REQUIRE(files.size() == 2);
    CHECK(files[0].folder != nullptr);
    CHECK_FALSE(files[0].input_is_link);
    CHECK(files[1].input_is_link);
    // The folder swapped for another after the walk: what was listed is judged.
    fs::rename(set / "deep", dir.path() / "away");
    write(set / "deep" / "a.in", "[[1],[0]]\n");
    write(set / "deep" / "a.ans", "2\n");
    const TestCase t = load_test(problem_913(), files[0]);
    CHECK(t.input == "[[1,3],[0],[3],[0,2]]\n");
    CHECK(t.expected == "1");
}

TEST_CASE("sets of more folders than are kept open: the rest are read by path, every test loaded") {
    ScratchDir dir;
    for (const char* set : {"s1", "s2"})
        for (int i = 0; i < 200; ++i) {
            write(dir.path() / set / ("d" + std::to_string(i)) / "a.in", "[[1,3],[0],[3],[0,2]]\n");
            write(dir.path() / set / ("d" + std::to_string(i)) / "a.ans", "1\n");
        }
    // Both sets held at once (two --tests): the folders kept open are
    // counted across them.
    const auto first = discover_tests(dir.path() / "s1", Answers::required, skipped);
    const auto second = discover_tests(dir.path() / "s2", Answers::required, skipped);
    std::size_t open = 0;
    for (const auto* files : {&first, &second})
        for (const auto& f : *files) {
            open += f.folder != nullptr;
            CHECK(load_test(problem_913(), f).expected == "1");
        }
    CHECK(open >= 200);
    CHECK(open <= 256);
}

TEST_CASE("a test file replaced after the walk by a link or a FIFO is refused when read, never followed or waited on") {
    ScratchDir dir;
    const fs::path set = dir.path() / "set";
    for (const char* name : {"a", "c", "d"}) {
        write(set / (std::string(name) + ".in"), "[[1,3],[0],[3],[0,2]]\n");
        write(set / (std::string(name) + ".ans"), "1\n");
    }
    auto files = discover_tests(set, Answers::required, skipped);
    REQUIRE(files.size() == 3);
    CHECK(files[0].input_seen.has_value());
    CHECK(files[0].answer_seen.has_value());
    // Rewritten in place: the same file, read as it is now.
    write(set / "a.in", "[[1],[0]]\n");
    CHECK(load_test(problem_913(), files[0]).input == "[[1],[0]]\n");
    // Replaced by a link (even to a test of the set), by a FIFO.
    fs::remove(set / "c.ans");
    fs::create_symlink("d.ans", set / "c.ans");
    fs::remove(set / "d.in");
    REQUIRE(::mkfifo((set / "d.in").c_str(), 0600) == 0);
    CHECK_THROWS_WITH_AS(load_test(problem_913(), files[1]), doctest::Contains("c.ans: cannot read test answer: it changed"), JudgeError);
    CHECK_THROWS_WITH_AS(load_test(problem_913(), files[2]), doctest::Contains("d.in: test input is not a regular file (a FIFO)"), JudgeError);
}
