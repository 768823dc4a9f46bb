#include "leetcode_import.hpp"
#include "leetcode_question.hpp"

#include <doctest/doctest.h>

#include "error.hpp"

using namespace judge;

namespace {

std::string question_json(const std::string& meta, const std::string& tests, const std::string& content) {
    auto quote = [](const std::string& s) {
        std::string out = "\"";
        for (char c : s) {
            if (c == '"' || c == '\\') out += '\\';
            if (c == '\n') {
                out += "\\n";
                continue;
            }
            out += c;
        }
        return out + "\"";
    };
    return "{\"data\":{\"question\":{\"questionFrontendId\":\"7\",\"title\":\"T\",\"titleSlug\":\"t-t\",\"content\":" +
           quote(content) + ",\"metaData\":" + quote(meta) + ",\"exampleTestcases\":" + quote(tests) + "}}}";
}

const std::string k_content = "<pre><strong>Input:</strong> a = 1, b = [2]\n<strong>Output:</strong> 3\n</pre>";
const std::string k_meta = R"({"name":"f","params":[{"name":"a","type":"integer"},{"name":"b","type":"list<integer>"}],"return":{"type":"long"}})";

std::string nlohmann_quote(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

}  // namespace

TEST_CASE("LeetCode's type names in the judge's C++ spelling, and the ones it has not named") {
    CHECK(cpp_type_of("integer") == "int");
    CHECK(cpp_type_of("long") == "long long");
    CHECK(cpp_type_of("character[][]") == "vector<vector<char>>");
    CHECK(cpp_type_of("list<list<string>>") == "vector<vector<string>>");
    CHECK(cpp_type_of("TreeNode") == "TreeNode*");
    CHECK(cpp_type_of("ListNode[]") == "vector<ListNode*>");
    CHECK_THROWS_WITH_AS(cpp_type_of("Node"), doctest::Contains("type 'Node' is not one the judge has yet"), JudgeError);
    CHECK_THROWS_AS(cpp_type_of("list<NestedInteger>"), JudgeError);
    CHECK_THROWS_AS(cpp_type_of("integer[][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][]["
                                "][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][]x"),
                    JudgeError);
}

TEST_CASE("a question read from its JSON, in each wrapping, and as the import makes it a problem") {
    const std::string text = question_json(k_meta, "1\n[2]", k_content);
    const LeetcodeQuestion q = parse_leetcode_question(text, "q.json");
    CHECK(q.id == "7");
    CHECK(q.slug == "t-t");
    CHECK(q.function.name == "f");
    REQUIRE(q.function.params.size() == 2);
    CHECK(q.function.params[1].type == "vector<int>");
    CHECK(q.function.returns == "long long");
    CHECK(q.example_inputs == std::vector<std::string>{"1\n[2]\n"});
    const std::string bare = text.substr(text.find("\"question\":") + 11, text.size() - text.find("\"question\":") - 11 - 2);
    CHECK(parse_leetcode_question(bare, "bare.json").slug == "t-t");
    const ImportedProblem p = import_question(q, "q.json", "q.json");
    CHECK(p.folder_name == "7-t-t");
    CHECK(p.checker == "exact");
    REQUIRE(p.examples.size() == 1);
    CHECK(p.examples[0].answer == "3\n");
    CHECK(p.problem_toml.find("params = [ { name = \"a\", type = \"int\" }, { name = \"b\", type = \"vector<int>\" } ]") !=
          std::string::npos);
}

TEST_CASE("a question's bad data: one line naming the file, its place in the JSON where it has one") {
    CHECK_THROWS_WITH_AS(parse_leetcode_question("{\n  \"a\": ,\n}", "x.json"), doctest::Contains("x.json:2:8: not JSON"),
                         JudgeError);
    CHECK_THROWS_WITH_AS(parse_leetcode_question("<html>nothing</html>", "p.html"),
                         doctest::Contains("p.html: a page without the problem's data"), JudgeError);
    CHECK_THROWS_WITH_AS(parse_leetcode_question("{\"x\": 1}", "e.json"), doctest::Contains("e.json: no LeetCode question"),
                         JudgeError);
    CHECK_THROWS_WITH_AS(parse_leetcode_question(question_json("{oops", "1\n[2]", k_content), "m.json"),
                         doctest::Contains("m.json: metaData does not parse"), JudgeError);
    CHECK_THROWS_WITH_AS(parse_leetcode_question(question_json(k_meta, "1\n[2]\n3", k_content), "n.json"),
                         doctest::Contains("holds 3 line(s), not a multiple of the 2"), JudgeError);
    const std::string void_meta = R"({"name":"f","params":[{"name":"a","type":"integer[]"}],"return":{"type":"void"}})";
    CHECK_THROWS_WITH_AS(parse_leetcode_question(question_json(void_meta, "[1]", k_content), "v.json"),
                         doctest::Contains("returns void and names no parameter as its answer"), JudgeError);
    const std::string bad_name = R"({"name":"f g","params":[{"name":"a","type":"integer"}],"return":{"type":"integer"}})";
    CHECK_THROWS_WITH_AS(parse_leetcode_question(question_json(bad_name, "1", k_content), "b.json"),
                         doctest::Contains("is not a name the judge can use"), JudgeError);
    const LeetcodeQuestion q = parse_leetcode_question(question_json(k_meta, "1\n[2]\n4\n[5]", k_content), "o.json");
    CHECK_THROWS_WITH_AS(import_question(q, "o.json", "o.json"),
                         doctest::Contains("o.json: the statement states 1 output(s) for 2 example input(s)"), JudgeError);
}

TEST_CASE("a problem LeetCode runs with its own driver is judged where the C++ method takes what metaData lists") {
    auto with_snippet = [](std::string text, const std::string& code) {
        const std::string field = ",\"codeSnippets\":[{\"lang\":\"C++\",\"langSlug\":\"cpp\",\"code\":" + nlohmann_quote(code) + "}]";
        return text.insert(text.rfind("}}}"), field);
    };
    const std::string grid = R"({"name":"numIslands","params":[{"name":"grid","type":"character[][]"}],"return":{"type":"integer"},"manual":true})";
    const std::string islands = with_snippet(question_json(grid, R"([["1","0"]])", k_content),
                                             "class Solution { public: int numIslands(vector<vector<char>>& grid) { } };");
    const LeetcodeQuestion q = parse_leetcode_question(islands, "200.json");
    CHECK(q.manual);
    CHECK(q.example_inputs == std::vector<std::string>{"[[\"1\",\"0\"]]\n"});
    // 237: the list and the node's value in the examples, the node alone in the method.
    const std::string node = R"({"name":"deleteNode","params":[{"name":"head","type":"ListNode"},{"name":"node","type":"integer"}],"return":{"type":"void"},"output":{"paramindex":0},"manual":true})";
    const std::string deleted = with_snippet(question_json(node, "[4,5]\n5", k_content),
                                             "class Solution { public: void deleteNode(ListNode* node) { } };");
    CHECK_THROWS_WITH_AS(parse_leetcode_question(deleted, "237.json"), doctest::Contains("237.json: LeetCode judges this problem with a driver of its own"),
                         JudgeError);
    // No snippet to compare with: refused as well.
    CHECK_THROWS_AS(parse_leetcode_question(question_json(node, "[4,5]\n5", k_content), "237.json"), JudgeError);
    // A method taking a pair's worth of template arguments counts once.
    const std::string pairs = R"({"name":"f","params":[{"name":"a","type":"integer[][]"},{"name":"b","type":"integer"}],"return":{"type":"integer"},"manual":true})";
    CHECK(parse_leetcode_question(with_snippet(question_json(pairs, "[[1]]\n2", k_content), "int f(map<int, int> a, int b) {}"), "p.json")
              .manual);
}

TEST_CASE("a statement whose answers are random gets the checker that judges their type only") {
    const std::string content = "<p>getRandom returns a random element; each element must have the same probability.</p>" + k_content;
    const LeetcodeQuestion q = parse_leetcode_question(question_json(k_meta, "1\n[2]", content), "r.json");
    const ImportedProblem p = import_question(q, "r.json", "r.json");
    CHECK(p.checker == "any_answer");
    REQUIRE_FALSE(p.notes.empty());
    CHECK(p.notes.front().find("the answers are random") != std::string::npos);
}

TEST_CASE("toml_string escapes what TOML would read otherwise") {
    CHECK(toml_string("a\"b\\c\nd\te\x01") == "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
}

TEST_CASE("a page saved as one file (MHTML, quoted-printable) is read as the page") {
    const std::string page =
        "From: <Saved by Blink>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\r\n------=_x\r\n"
        "Content-Type: text/html\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
        "<script id=3D\"__NEXT_DATA__\" type=3D\"application/json\">{\"q\":{\"questionFrontendId\":\"7\",\"titleSl=\r\n"
        "ug\":\"t-t\",\"content\":\"<pre>Input: a =3D 1, b =3D [2]\\nOutput: 3</pre>\",\"metaData\":\"{\\\"name\\\":\\\"f\\\",\\\"pa=\r\n"
        "rams\\\":[{\\\"name\\\":\\\"a\\\",\\\"type\\\":\\\"integer\\\"},{\\\"name\\\":\\\"b\\\",\\\"type\\\":\\\"integer[]\\\"}],"
        "\\\"return\\\":{\\\"type\\\":\\\"integer\\\"}}\",\"exampleTestcases\":\"1\\n[2]\"}}</script>\r\n------=_x--\r\n";
    const LeetcodeQuestion q = parse_leetcode_question(page, "p.mhtml");
    CHECK(q.slug == "t-t");
    CHECK(q.function.name == "f");
    CHECK(q.example_inputs == std::vector<std::string>{"1\n[2]\n"});
}

TEST_CASE("a question's JSON after a byte-order mark, and a page whose script closes in capitals") {
    const std::string meta = R"({"name":"f","params":[{"name":"a","type":"integer"}],"return":{"type":"integer"}})";
    const std::string body = "{\"questionFrontendId\":\"7\",\"titleSlug\":\"t-t\",\"content\":\"<pre>Output: 1</pre>\","
                             "\"metaData\":" + nlohmann_quote(meta) + ",\"exampleTestcases\":\"1\"}";
    CHECK(parse_leetcode_question("\xEF\xBB\xBF" + body, "bom.json").slug == "t-t");
    CHECK(parse_leetcode_question("<script id=\"__NEXT_DATA__\">{\"q\":" + body + "}</SCRIPT>", "p.html").slug == "t-t");
}

TEST_CASE("a parameter metaData marks as one language's (lang c: the size C passes beside an array) is not C++'s") {
    const std::string meta =
        R"({"name":"f","params":[{"name":"a","type":"integer"},{"name":"b","type":"integer[]"},)"
        R"({"type":"integer","name":"bSize","lang":"c","value":"size_1"}],"return":{"type":"long"}})";
    const LeetcodeQuestion q = parse_leetcode_question(question_json(meta, "1\n[2]", k_content), "q.json");
    REQUIRE(q.function.params.size() == 2);
    CHECK(q.function.params[0].name == "a");
    CHECK(q.function.params[1].name == "b");
    CHECK(import_question(q, "q.json", "q.json").examples.size() == 1);
}
