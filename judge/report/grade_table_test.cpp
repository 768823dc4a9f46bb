#include "grade_table.hpp"

#include "columns.hpp"
#include "safe_text.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace judge {

namespace {

GradeEntry entry(const std::string& student, const std::string& problem, const std::string& file,
                 const std::string& verdict, int passed, int total) {
    return {student, problem, file, "h", verdict, passed, total, 1000, 0, "cpp", "reports/" + student + "/" + file + ".html",
            "", "2026-12-04T10:00:00Z"};
}

}  // namespace

TEST_CASE("grade table: a row a student, a column a problem, the best file a cell, empty where nothing was sent") {
    const auto t = make_grade_table({"alice", "bob", "=cmd|' /C calc'!A0"}, {"1", "913"},
                                    {entry("alice", "913", "913.cpp", "WA", 15, 69), entry("alice", "913", "913.py", "AC", 69, 69),
                                     entry("bob", "1", "1.cpp", "CE", 0, 32), entry("carol", "1", "1.cpp", "AC", 32, 32),
                                     entry("=cmd|' /C calc'!A0", "1", "1.cpp", "TLE", 3, 32)});
    CHECK(cell_text(t.cell("alice", "913")) == "AC 69/69");  // the better of two files
    CHECK(t.cell("alice", "1") == nullptr);
    CHECK(cell_text(t.cell("bob", "1")) == "CE");
    CHECK(t.cells.size() == 3);  // carol is not a student of this folder
    const std::string csv = grade_table_csv(t);
    CHECK(csv.rfind("student,1,913\r\nalice,,AC 69/69\r\nbob,CE,\r\n", 0) == 0);
    CHECK(csv.find("\n'=cmd") != std::string::npos);  // a formula is text
    const std::string text = grade_table_text(t);
    CHECK(text.find("alice    ") != std::string::npos);
    CHECK(text.find("AC 69/69") != std::string::npos);
    const auto doc = nlohmann::json::parse(grade_table_json(t));
    CHECK(doc["problems"] == nlohmann::json({"1", "913"}));
    CHECK(doc["students"][0]["cells"]["913"]["file"] == "913.py");
    CHECK(doc["students"][1]["cells"]["1"]["verdict"] == "CE");
    const std::string html = grade_table_html(t, "class <b>");
    CHECK(html.find("class &lt;b&gt;") != std::string::npos);
    CHECK(html.find("<a href='reports/alice/913.py.html'>AC 69/69</a>") != std::string::npos);
    CHECK(html.find("=cmd|&apos; /C calc&apos;!A0") != std::string::npos);
}

TEST_CASE("grade table: a cell the judge could not judge says why, in the CSV cell and under the text table") {
    GradeEntry bad = entry("bob", "1", "1.cpp", "error", 0, 0);
    bad.error = "/class/bob/1.cpp: not UTF-8 text\nline 2";
    const auto t = make_grade_table({"alice", "bob"}, {"1"}, {entry("alice", "1", "1.cpp", "AC", 32, 32), bad});
    CHECK(grade_table_csv(t) == "student,1\r\nalice,AC 32/32\r\nbob,error: /class/bob/1.cpp: not UTF-8 text^Jline 2\r\n");
    const std::string text = grade_table_text(t);
    CHECK(text.find("bob      error\n") != std::string::npos);
    CHECK(text.find("\nerror: bob, problem 1, 1.cpp: /class/bob/1.cpp: not UTF-8 text^Jline 2\n") != std::string::npos);
}

TEST_CASE("grade table: a name with a comma, a quote or a new line is one CSV field") {
    const auto t = make_grade_table({"o\"brien, jr\nx"}, {"1"}, {});
    CHECK(grade_table_csv(t) == "student,1\r\n\"o\"\"brien, jr\nx\",\r\n");
}

}  // namespace judge

namespace judge {

TEST_CASE("grade table: long names, Latin or Chinese, cut by columns to 40, every row's cells lined up") {
    std::string chinese = "\xe6\x9d\x8e";  // 李
    for (int i = 0; i < 30; ++i) chinese += "\xe5\x9b\x9b";  // 四: 62 columns in all
    const std::string latin(60, 'a');
    const std::vector<std::string> students{"bob", "\xe5\xbc\xa0\xe4\xb8\x89", chinese, latin};
    std::vector<GradeEntry> entries;
    for (const auto& s : students) entries.push_back(entry(s, "1", "1.cpp", "AC", 32, 32));
    const std::string text = grade_table_text(make_grade_table(students, {"1"}, entries));
    std::vector<std::size_t> at;  // the column where each row's cell starts
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
        const std::string line = text.substr(start, end - start);
        const std::size_t cell = line.find("AC 32/32");
        if (cell != std::string::npos) at.push_back(columns(line.substr(0, cell)));
    }
    REQUIRE(at.size() == 4);
    for (std::size_t c : at) CHECK(c == 42);  // 40 columns of name, two of space
    CHECK(text.find(std::string(37, 'a') + "...") != std::string::npos);
    CHECK(text.find("more bytes") == std::string::npos);
    CHECK(valid_utf8(text) == text);
}

}  // namespace judge
