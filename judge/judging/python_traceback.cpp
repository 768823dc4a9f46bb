#include "python_traceback.hpp"

#include <vector>

#include "parse_number.hpp"

namespace judge {

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

}  // namespace

std::optional<Diagnosis> diagnose_traceback(std::string_view stderr_text, const std::string& file) {
    const std::vector<std::string_view> lines = lines_of(stderr_text);
    std::size_t start = lines.size();
    for (std::size_t i = lines.size(); i-- > 0;)
        if (lines[i] == "Traceback (most recent call last):") {
            start = i;
            break;
        }
    if (start == lines.size()) return std::nullopt;
    Diagnosis d;
    d.file = file;
    const std::string frame_head = "  File \"" + file + "\", line ";
    std::string function;
    std::size_t i = start + 1;
    for (; i < lines.size(); ++i) {
        const std::string_view l = lines[i];
        if (l.rfind("  ", 0) != 0) break;  // the exception's line
        if (l.rfind(frame_head, 0) != 0) continue;
        std::string_view rest = l.substr(frame_head.size());
        const std::size_t comma = rest.find(", in ");
        if (const auto n = parse_number<int>(rest.substr(0, comma))) {
            d.line = *n;
            function = comma == std::string_view::npos ? "" : std::string(rest.substr(comma + 5));
        }
    }
    if (i >= lines.size() || lines[i].empty()) return std::nullopt;
    const std::string_view last = lines[i];
    const std::size_t colon = last.find(": ");
    d.kind = std::string(last.substr(0, colon));
    const std::string message = colon == std::string_view::npos ? "" : std::string(last.substr(colon + 2));
    if (d.kind.empty() || d.kind.find(' ') != std::string::npos) return std::nullopt;
    d.text = message.empty() ? d.kind : message;
    if (!function.empty()) d.text += " (in " + function + ")";
    d.line_from_report = true;
    d.source = "traceback";
    std::string report;
    for (std::size_t k = start; k <= i && report.size() < 16384; ++k) {
        report += lines[k];
        report += '\n';
    }
    d.report = report;
    return d;
}

}  // namespace judge
