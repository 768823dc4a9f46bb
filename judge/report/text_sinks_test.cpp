// Every text sink is safe for every byte: each code point U+0000..U+10FFFF
// (surrogates and code points past U+10FFFF written as bytes, noncharacters,
// C1 controls) and bytes that are not UTF-8, through each sink's function
// and through the reports built on them, read back by a real parser:
// xmllint for XML and HTML, nlohmann::json::parse for JSON; the terminal's
// rule checked byte by byte (no control character but the new line).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "columns.hpp"
#include "html_report.hpp"
#include "junit.hpp"
#include "report.hpp"
#include "safe_text.hpp"
#include "test_skip.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// One code point as UTF-8 bytes, whatever it is (surrogates included).
std::string encode(std::uint32_t c) { return encode_utf8(c); }

// Every code point, each once, in pieces of `per` code points; then bytes
// that are not UTF-8: every lone byte 0x80..0xFF, overlongs, sequences cut
// short, past U+10FFFF.
std::vector<std::string> every_code_point(std::uint32_t per) {
    std::vector<std::string> pieces;
    for (std::uint32_t from = 0; from <= 0x10FFFF; from += per) {
        std::string piece;
        for (std::uint32_t c = from; c < from + per && c <= 0x10FFFF; ++c)
            piece += encode(c);
        pieces.push_back(std::move(piece));
    }
    std::string invalid;
    for (int b = 0x80; b <= 0xFF; ++b)
        invalid += std::string(1, static_cast<char>(b)) + "x";
    invalid += "\xc0\x80 \xc1\xbf \xe0\x80\x80 \xf0\x80\x80\x80 \xf4\x90\x80\x80 \xf7\xbf\xbf\xbf \xe2\x82 \xf0\x9f\x90 \xc3";
    pieces.push_back(invalid);
    return pieces;
}

std::string all_text() {
    std::string all;
    for (const auto& piece : every_code_point(0x10000))
        all += piece;
    return all;
}

fs::path scratch_file(const std::string& name) {
    return fs::temp_directory_path() / ("judge-sinks-" + std::to_string(::getpid()) + "-" + name);
}

// xmllint's verdict on a file: "" when it parsed with no error, else its words.
std::string xmllint(const std::string& text, bool html) {
    const fs::path file = scratch_file(html ? "r.html" : "r.xml"), errors = scratch_file("errors");
    std::ofstream(file, std::ios::binary) << text;
    const std::string command = std::string("/usr/bin/xmllint --noout --huge ") + (html ? "--html " : "") +
                                file.string() + " 2>" + errors.string();
    const int status = std::system(command.c_str());
    std::stringstream said;
    said << std::ifstream(errors).rdbuf();
    fs::remove(file);
    fs::remove(errors);
    if (status != 0 && said.str().empty()) return "exit status " + std::to_string(status);
    return said.str().substr(0, 2000);
}

// The terminal's rule: valid UTF-8 with no control character but the new
// line (no ESC, no C1 control, no DEL), and no mark that reorders text.
std::string terminal_fault(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8_sequence(s, i);
        if (n == 0) return "a byte that is not UTF-8 at " + std::to_string(i);
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7F) return "control " + std::to_string(c) + " at " + std::to_string(i);
        if (c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) return "C1 control at " + std::to_string(i);
        if (s.substr(i, n) == "\u202E" || s.substr(i, n) == "\u2067") return "bidi override at " + std::to_string(i);
        i += n;
    }
    return "";
}

SubmissionResult result_holding(const std::vector<std::string>& texts) {
    SubmissionResult r;
    r.problem = texts[0];
    r.solution = texts[1 % texts.size()];
    r.verdict = Verdict::WA;
    r.compile.ok = true;
    r.total = static_cast<int>(texts.size());
    r.hint = texts.back();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        TestResult t;
        t.name = texts[i];
        t.verdict = i % 2 ? Verdict::WA : Verdict::RE;
        t.reason = "expected '0', found '" + texts[i] + "'";
        t.input = t.expected = t.got = texts[i];
        t.run.stderr_data = texts[i];
        t.diagnosis_note = texts[i];
        Diagnosis d;
        d.kind = d.file = d.text = d.report = texts[i];
        t.diagnosis = d;
        r.tests.push_back(std::move(t));
    }
    return r;
}

bool have_xmllint() {
    if (::access("/usr/bin/xmllint", X_OK) == 0) return true;
    skip_test("no /usr/bin/xmllint (apt-get install libxml2-utils)");
    return false;
}

}  // namespace

TEST_CASE("every code point and stray byte through the terminal sink: no control character but the new line") {
    for (const auto& piece : every_code_point(0x1000)) {
        const std::string shown = visible(piece);
        const std::string fault = terminal_fault(shown);
        CHECK_MESSAGE(fault.empty(), fault);
        CHECK(visible(shown) == shown);  // already safe: unchanged
    }
}

TEST_CASE("every code point and stray byte through the JSON sink: nlohmann::json reads the report back") {
    const std::string all = all_text();
    nlohmann::json doc = nlohmann::json::object();
    doc["got"] = all;
    doc[all.substr(0, 5000)] = "a key";
    doc["deep"] = nlohmann::json::array({nlohmann::json::object({{"x", all.substr(0, 70000)}})});
    const std::string text = json_safe(doc).dump(2);  // no replace handler: it would throw on a stray byte
    nlohmann::json back;
    REQUIRE_NOTHROW(back = nlohmann::json::parse(text));
    CHECK(back["got"].get<std::string>() == json_text(all));
    CHECK(json_text(all).find("\\xFF") != std::string::npos);
    // The exact bytes beside the shown text: the stray byte apart from a program's own "\xFF".
    CHECK(back["got_base64"].is_string());
    CHECK_FALSE(back.contains("deep_base64"));
    // The submission's report as the judge writes it.
    const SubmissionResult r = result_holding(every_code_point(0x8000));
    REQUIRE_NOTHROW(back = nlohmann::json::parse(json_safe(submission_json(r)).dump()));
    CHECK(back["tests"].size() == r.tests.size());
}

TEST_CASE("JSON: a text that is not UTF-8 has its exact bytes beside it, and only such a text") {
    nlohmann::json doc = {{"got", std::string("a\xFF")}, {"printed", "a\\xFF"}, {"n", 3},
                          {"tests", nlohmann::json::array({nlohmann::json::object({{"expected", std::string("\xC3")}})})}};
    const nlohmann::json back = nlohmann::json::parse(json_safe(doc).dump());
    CHECK(back["got"] == "a\\xFF");
    CHECK(back["printed"] == "a\\xFF");  // the same shown text...
    CHECK(back["got_base64"] == "Yf8=");  // ...but these bytes are 'a' and 0xFF
    CHECK_FALSE(back.contains("printed_base64"));
    CHECK_FALSE(back.contains("n_base64"));
    CHECK(back["tests"][0]["expected_base64"] == "ww==");
}

TEST_CASE("every code point and stray byte through the XML sink: xmllint reads the text, the attribute, JUnit") {
    if (!have_xmllint()) return;
    const std::string all = all_text();
    const std::string doc = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r a=\"" + xml_text(all) + "\" b='" +
                            xml_text(all.substr(0, 100000)) + "'>" + xml_text(all) + "</r>\n";
    CHECK(xmllint(doc, false).empty());
    CHECK(xml_text("\xef\xbf\xbe\xef\xbf\xbf\xc2\x85") == "\\u{FFFE}\\u{FFFF}\\u{0085}");
    const SubmissionResult r = result_holding(every_code_point(0x8000));
    std::vector<OutsideText> names;
    for (const auto& t : r.tests)
        names.push_back(t.name);
    names.push_back("never run \x1b\xef\xbf\xbe");
    const std::string junit = junit_xml(r, all.substr(0, 3000), names);
    const std::string said = xmllint(junit, false);
    CHECK_MESSAGE(said.empty(), said);
}

TEST_CASE("every code point and stray byte through the HTML sink: xmllint --html reads the report without an error") {
    if (!have_xmllint()) return;
    const SubmissionResult r = result_holding(every_code_point(0x8000));
    const std::string html = html_report(r, all_text().substr(0, 3000), {});
    const std::string said = xmllint(html, true);
    CHECK_MESSAGE(said.empty(), said);
}

TEST_CASE("the terminal report of a result holding every code point shows no control character") {
    SubmissionResult r = result_holding(every_code_point(0x4000));
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = ::open_memstream(&buffer, &size);
    REQUIRE(out);
    {
        TerminalReport report(out, false);
        std::vector<OutsideText> names;
        for (const auto& t : r.tests)
            names.push_back(t.name);
        report.begin_table(names);
        for (const auto& t : r.tests)
            report.test_row(t);
        // The first failure in full: each test in turn.
        for (std::size_t i = 0; i < r.tests.size(); i += 7) {
            SubmissionResult one = r;
            one.tests = {r.tests[i]};
            report.summary(one);
        }
    }
    std::fclose(out);
    const std::string text(buffer, size);
    std::free(buffer);
    CHECK(text.size() > 1000);
    const std::string fault = terminal_fault(text);
    CHECK_MESSAGE(fault.empty(), fault);
}

}  // namespace judge

namespace judge {

TEST_CASE("a name is a stranger's text: through the terminal sink it never starts a line nor hides a tab") {
    CHECK(on_terminal(OutsideText("a\nAC 9 of 9\tb\rc\x1b[31m\xe2\x80\xae\xff")) ==
          "a^JAC 9 of 9^Ib^Mc^[[31m<U+202E>\\xFF");
    SubmissionResult r;
    r.verdict = Verdict::WA;
    TestResult t;
    t.name = OutsideText("x\nAC 9 of 9 tests passed");
    t.verdict = Verdict::WA;
    t.reason = "expected '0', found '1'";
    r.tests = {t};
    r.total = 1;
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = ::open_memstream(&buffer, &size);
    REQUIRE(out);
    {
        TerminalReport report(out, false);
        report.begin_table({t.name});
        report.test_row(t);
        report.summary(r);
    }
    std::fclose(out);
    const std::string text(buffer, size);
    std::free(buffer);
    CHECK(text.find("x^JAC 9 of 9 tests passed") != std::string::npos);
    CHECK(text.find("\nAC 9 of 9") == std::string::npos);
}

}  // namespace judge

TEST_CASE("a long printed text is cut at a character's start, the rest counted in bytes") {
    std::string text = "ab";
    for (int i = 0; i < 10; ++i)
        text += "\xC3\xA9";  // é
    // Five bytes: "ab", one é, and the first byte of the next is left out with it.
    CHECK(judge::abbreviate(text, 5) == "ab\xC3\xA9... (18 more bytes)");
    CHECK(judge::abbreviate(text, 6) == "ab\xC3\xA9\xC3\xA9... (16 more bytes)");
    CHECK(judge::abbreviate("short\n", 5) == "short");
}

TEST_CASE("test names in Chinese: the verdict column lines up by columns, a long name cut inside none") {
    std::string long_name;
    for (int i = 0; i < 40; ++i) long_name += "\xe9\xa2\x98";  // 题, two columns each
    std::vector<judge::TestResult> tests(3);
    tests[0].name = judge::OutsideText("ab");
    tests[1].name = judge::OutsideText("\xe7\x94\xa8\xe4\xbe\x8b");  // 用例: four columns
    tests[2].name = judge::OutsideText(long_name);
    for (auto& t : tests) t.verdict = judge::Verdict::AC;
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = ::open_memstream(&buffer, &size);
    REQUIRE(out);
    {
        judge::TerminalReport report(out, false);
        report.begin_table({tests[0].name, tests[1].name, tests[2].name});
        for (const auto& t : tests) report.test_row(t);
    }
    std::fclose(out);
    const std::string text(buffer, size);
    std::free(buffer);
    std::istringstream lines(text);
    std::vector<std::size_t> verdict_at;  // the column where "AC" starts, each row
    for (std::string line; std::getline(lines, line);) {
        const std::size_t at = line.find(" AC ");
        if (at != std::string::npos) verdict_at.push_back(judge::columns(line.substr(0, at)));
    }
    REQUIRE(verdict_at.size() == 3);
    CHECK(verdict_at[0] == verdict_at[1]);
    CHECK(verdict_at[1] == verdict_at[2]);
    CHECK(verdict_at[0] == 2 + 48);  // the name column at its widest, 48 columns
    // Cut to the width in columns (22 of them, 44 columns, and "..."), not in bytes (15 of them).
    std::string shown;
    for (int i = 0; i < 22; ++i) shown += "\xe9\xa2\x98";
    CHECK(text.find("  " + shown + "...") != std::string::npos);
    CHECK(judge::valid_utf8(text) == text);  // no character cut in two
}
