#include "sanitizer_output.hpp"

#include <cctype>

namespace judge {
namespace {

// "==123==" followed by `what`.
bool runtime_line(std::string_view line, std::string_view what) {
    if (!line.starts_with("==")) return false;
    std::size_t i = 2;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])))
        ++i;
    return i > 2 && line.substr(i).starts_with("==") && line.substr(i + 2).starts_with(what);
}

// Where the runtime's "==123==WARNING: " or "==123==ERROR: " starts in a
// line (after the program's own text when that had no new line), or npos.
std::size_t runtime_start(std::string_view line) {
    for (std::size_t at = line.find("=="); at != std::string_view::npos; at = line.find("==", at + 1))
        if (runtime_line(line.substr(at), "WARNING: ") || runtime_line(line.substr(at), "ERROR: ")) return at;
    return std::string_view::npos;
}

// ASan's rule above a report, and its line on a deadly signal.
bool runtime_frame_line(std::string_view line) {
    if (line.starts_with("AddressSanitizer:DEADLYSIGNAL")) return true;
    const std::size_t end = line.find_last_not_of("\r\n");
    return end != std::string_view::npos && end >= 20 && line.find_first_not_of('=') > end;
}

}  // namespace

std::string printed_by_program(std::string_view stderr_data) {
    std::string out;
    int skip = 0;  // lines that belong to the warning before them
    for (std::size_t at = 0; at < stderr_data.size();) {
        std::size_t end = stderr_data.find('\n', at);
        end = end == std::string_view::npos ? stderr_data.size() : end + 1;
        std::string_view line = stderr_data.substr(at, end - at);
        at = end;
        if (const std::size_t from = runtime_start(line); from != std::string_view::npos && from > 0) {
            // The program's text, then the runtime's on the same line: each its own.
            out += line.substr(0, from);
            out += '\n';
            line = line.substr(from);
        }
        if (runtime_line(line, "ERROR: ")) break;
        if (runtime_frame_line(line)) continue;
        if (skip > 0 && (line.starts_with("False positive error reports may follow") ||
                         line.starts_with("For details see https://github.com/google/sanitizers/issues/189"))) {
            --skip;
            continue;
        }
        skip = 0;
        if (runtime_line(line, "WARNING: ")) {
            if (line.find("__asan_handle_no_return") != std::string_view::npos) skip = 2;
            continue;
        }
        if (line.find(": runtime error: ") != std::string_view::npos ||
            line.starts_with("SUMMARY: UndefinedBehaviorSanitizer: ") ||
            line.starts_with("SUMMARY: AddressSanitizer: "))
            continue;
        out += line;
    }
    return out;
}

}  // namespace judge
