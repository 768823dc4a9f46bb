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

}  // namespace

std::string printed_by_program(std::string_view stderr_data) {
    std::string out;
    int skip = 0;  // lines that belong to the warning before them
    for (std::size_t at = 0; at < stderr_data.size();) {
        std::size_t end = stderr_data.find('\n', at);
        end = end == std::string_view::npos ? stderr_data.size() : end + 1;
        const std::string_view line = stderr_data.substr(at, end - at);
        at = end;
        if (runtime_line(line, "ERROR: ")) break;
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
