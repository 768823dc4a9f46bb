#include "statement_html.hpp"

#include <doctest/doctest.h>

using namespace judge;

namespace {

// As LeetCode writes a statement: old-style examples in <pre>, powers in
// <sup>, entities, a constraints list.
const char* k_old_style =
    "<p>Given an array <code>nums</code>&nbsp;and <code>target</code>, return <em>indices</em>.</p>\n\n"
    "<p><strong class=\"example\">Example 1:</strong></p>\n<img alt=\"a graph\" src=\"https://x/y.png\" />\n"
    "<pre>\n<strong>Input:</strong> nums = [2,7,11,15], target = 9\n<strong>Output:</strong> [0,1]\n"
    "<strong>Explanation:</strong> Because nums[0] + nums[1] == 9.\n</pre>\n\n"
    "<p><strong class=\"example\">Example 2:</strong></p>\n<pre>\n<strong>Input:</strong> nums = [3,3], target = 6\n"
    "<strong>Output:</strong> [0,1]\n</pre>\n\n<p><strong>Constraints:</strong></p>\n\n<ul>\n"
    "\t<li><code>2 &lt;= nums.length &lt;= 10<sup>4</sup></code></li>\n"
    "\t<li><code>-10<sup>9</sup> &lt;= nums[i] &lt;= 10<sup>9</sup></code></li>\n"
    "\t<li><strong>Only one valid answer exists.</strong></li>\n</ul>\n";

// The newer layout: example-block divs, example-io spans.
const char* k_new_style =
    "<p>Return the answer.</p>\n<p><strong class=\"example\">Example 1:</strong></p>\n<div class=\"example-block\">\n"
    "<p><strong>Input:</strong> <span class=\"example-io\">s = &quot;a,b&quot;, k = 2</span></p>\n"
    "<p><strong>Output:</strong> <span class=\"example-io\">true</span></p>\n"
    "<p><strong>Explanation:</strong></p><p>It is.</p></div>\n"
    "<p><strong>Constraints:</strong></p><ul><li><code>1 &lt;= s.length &lt;= 100</code></li>"
    "<li><code>s</code> consists of lowercase English letters.</li></ul>";

}  // namespace

TEST_CASE("statement HTML: the examples' outputs and inputs, old style and new") {
    CHECK(example_outputs(k_old_style) == std::vector<std::string>{"[0,1]", "[0,1]"});
    CHECK(example_input_texts(k_old_style) ==
          std::vector<std::string>{"nums = [2,7,11,15], target = 9", "nums = [3,3], target = 6"});
    CHECK(example_outputs(k_new_style) == std::vector<std::string>{"true"});
    CHECK(example_input_texts(k_new_style) == std::vector<std::string>{"s = \"a,b\", k = 2"});
    CHECK(example_outputs("<p>No examples here.</p>").empty());
}

TEST_CASE("statement HTML: the constraints as plain text, powers as ^") {
    CHECK(constraint_lines(k_old_style) == std::vector<std::string>{"2 <= nums.length <= 10^4",
                                                                    "-10^9 <= nums[i] <= 10^9",
                                                                    "Only one valid answer exists."});
    CHECK(constraint_lines(k_new_style) ==
          std::vector<std::string>{"1 <= s.length <= 100", "s consists of lowercase English letters."});
    CHECK(constraint_lines("<p>none</p>").empty());
}

TEST_CASE("statement HTML to Markdown: emphasis, code, code blocks, lists, images, spaces kept") {
    const std::string md = html_to_markdown(k_old_style);
    CHECK(md.find("Given an array `nums` and `target`, return *indices*.") != std::string::npos);
    CHECK(md.find("![a graph](https://x/y.png)") != std::string::npos);
    CHECK(md.find("```\nInput: nums = [2,7,11,15], target = 9\nOutput: [0,1]\n") != std::string::npos);
    CHECK(md.find("- `2 <= nums.length <= 10^4`") != std::string::npos);
    CHECK(md.find("- **Only one valid answer exists.**") != std::string::npos);
    CHECK(md.find("<") == md.find("<="));  // no tag left: the first '<' is a constraint's
    CHECK(html_to_markdown("<ol><li>one</li><li>two <a href=\"u\">link</a></li></ol>") == "1. one\n2. two [link](u)\n");
    CHECK(html_to_markdown("x<sub>i</sub> &#x3B1; &#945; &unknown; &lt;") == "x_i \xce\xb1 \xce\xb1 &unknown; <\n");
}

TEST_CASE("statement HTML: a stranger's markup never loops, recurses or copies a tag through") {
    std::string deep;
    for (int i = 0; i < 100000; ++i)
        deep += "<ul><li><b>";
    CHECK_NOTHROW(html_to_markdown(deep));
    CHECK(html_to_markdown("<script>alert(1)</script><style>x</style>a<!-- c -->b<") == "alert(1)xab<\n");
    CHECK(html_to_text("<p>a\n\n   b</p><br>c &amp;&#0;") == "a b c &\xef\xbf\xbd");
    CHECK(example_outputs("Output:") == std::vector<std::string>{""});
}

TEST_CASE("statement HTML: a design problem's Output, with or without its colon, the answer on the next line") {
    const char* page = "<pre>\n<strong>Input</strong>\n[\"Trie\", \"insert\"]\n[[], [\"a\"]]\n<strong>Output</strong>\n"
                       "[null, null]\n</pre><p>Output of the machine is logged.</p>"
                       "<pre><strong>Output:</strong>\n[null]\n</pre>";
    CHECK(example_outputs(page) == std::vector<std::string>{"[null, null]", "[null]"});
}

TEST_CASE("statement HTML: an answer written over several lines is read whole, spaces inside its strings kept") {
    const char* page = "<pre><strong>Input:</strong> words = [\"a\"], maxWidth = 16\n<strong>Output:</strong>\n[\n"
                       "&nbsp; &nbsp;\"This &nbsp; &nbsp;is &nbsp; &nbsp;an\",\n   \"example  of text\",\n   \"a\"\n]\n"
                       "<strong>Explanation:</strong> the lines.</pre>"
                       "<pre><strong>Output:</strong> [\"x\",\n\"y\"]\n<strong>Input:</strong> [</pre>"
                       "<pre><strong>Output:</strong> [1,\n<strong>Explanation:</strong> cut</pre>";
    CHECK(example_outputs(page) ==
          std::vector<std::string>{"[ \"This    is    an\", \"example  of text\", \"a\" ]", "[\"x\", \"y\"]", "[1,"});
    CHECK(example_outputs("<pre>Output: \"a  b\" \\\"  c\"</pre>") == std::vector<std::string>{"\"a  b\" \\\"  c\""});
}
