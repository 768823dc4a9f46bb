#include "outside_text.hpp"
#include "junit.hpp"

#include <fmt/format.h>

#include "report.hpp"
#include "safe_text.hpp"

namespace judge {

std::string junit_xml(const SubmissionResult& r, const std::string& title, const std::vector<OutsideText>& names) {
    int failures = 0;
    double seconds = 0;
    for (const auto& t : r.tests) {
        failures += t.verdict != Verdict::AC;
        seconds += static_cast<double>(t.run.wall_us) / 1e6;
    }
    const bool compile_error = !r.compile.ok;
    const int total = compile_error ? 1 : static_cast<int>(names.size());
    const int skipped = compile_error ? 0 : total - static_cast<int>(r.tests.size());
    std::string body;
    if (compile_error) {
        body += fmt::format("    <testcase classname=\"{}\" name=\"compile\" time=\"{:.3f}\">\n", xml_text(r.problem),
                            static_cast<double>(r.compile.ms) / 1000.0);
        body += fmt::format("      <error message=\"CE: {}\" type=\"CE\">{}</error>\n    </testcase>\n",
                            xml_text(r.compile.headline), xml_text(r.compile.log));
    }
    for (std::size_t i = 0; !compile_error && i < names.size(); ++i) {
        if (i >= r.tests.size()) {
            body += fmt::format(
                "    <testcase classname=\"{}\" name=\"{}\" time=\"0\"><skipped message=\"not run "
                "after the first failure\"/></testcase>\n",
                xml_text(r.problem), in_xml(names[i]));
            continue;
        }
        const TestResult& t = r.tests[i];
        body += fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3f}\"", xml_text(r.problem),
                            in_xml(t.name), static_cast<double>(t.run.cpu_us) / 1e6);
        if (t.verdict == Verdict::AC) {
            body += "/>\n";
            continue;
        }
        std::string message = std::string(verdict_name(t.verdict)) + (t.reason.empty() ? "" : ": " + t.reason);
        std::string detail = "expected: " + t.expected + "\ngot: " + t.got;
        if (const std::string printed = printed_text(r, t); !printed.empty())
            detail += "\nstderr: " + std::string(utf8_prefix(printed, 4000));
        body += fmt::format(">\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n    </testcase>\n",
                            xml_text(message), verdict_name(t.verdict), xml_text(detail));
    }
    return fmt::format(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<testsuites name=\"judge\" tests=\"{0}\" failures=\"{1}\" errors=\"{2}\" skipped=\"{3}\" time=\"{4:.3f}\">\n"
        "  <testsuite name=\"{5}\" tests=\"{0}\" failures=\"{1}\" errors=\"{2}\" skipped=\"{3}\" time=\"{4:.3f}\">\n"
        "{6}  </testsuite>\n</testsuites>\n",
        total, failures, compile_error ? 1 : 0, skipped, seconds, xml_text(title), body);
}

}  // namespace judge
