#include "junit.hpp"

#include <doctest/doctest.h>

#include "safe_text.hpp"

using namespace judge;

TEST_CASE("XML escaping") {
    CHECK(xml_text("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
    CHECK(xml_text(std::string("x\x01y")) == "x\\x01y");
    CHECK(xml_text("line\nnext") == "line\nnext");
}

TEST_CASE("JUnit: a testcase per test, failures with expected and got, skipped tests") {
    SubmissionResult r;
    r.problem = "913";
    r.compile.ok = true;
    TestResult ok;
    ok.name = "examples/1";
    ok.verdict = Verdict::AC;
    ok.run.cpu_us = 2000;
    TestResult wa;
    wa.name = "hack/1";
    wa.verdict = Verdict::WA;
    wa.reason = "expected '1', found '0'";
    wa.expected = "1";
    wa.got = "0";
    r.tests = {ok, wa};
    std::string xml = junit_xml(r, "913: mine.cpp", {"examples/1", "hack/1", "hack/2"});
    CHECK(xml.find("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\"") != std::string::npos);
    CHECK(xml.find("<testcase classname=\"913\" name=\"examples/1\" time=\"0.002\"/>") != std::string::npos);
    CHECK(xml.find("<failure message=\"WA: expected &apos;1&apos;, found &apos;0&apos;\" type=\"WA\">expected: 1\ngot: "
                   "0</failure>") != std::string::npos);
    CHECK(xml.find("name=\"hack/2\" time=\"0\"><skipped") != std::string::npos);
}

TEST_CASE("JUnit: a compile error is one erroring testcase") {
    SubmissionResult r;
    r.problem = "913";
    r.compile.ok = false;
    r.compile.headline = "mine.cpp:3:1: error: expected ';'";
    std::string xml = junit_xml(r, "913", {"a", "b"});
    CHECK(xml.find("tests=\"1\" failures=\"0\" errors=\"1\"") != std::string::npos);
    CHECK(xml.find("<error message=\"CE: mine.cpp:3:1: error: expected &apos;;&apos;\" type=\"CE\">") !=
          std::string::npos);
}
