// A sanitizer's report (AddressSanitizer, UndefinedBehaviorSanitizer, or a
// _GLIBCXX_ASSERTIONS abort ASan caught) turned into what the user needs:
// the kind of error, the line of their own file, and the access in a few
// words. Frames of the driver, the standard library and the C library are
// folded away. Pure text in, text out: the symbolizing (addr2line on the
// judge's own build) is handed in, so this is tested on captured reports.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

struct Diagnosis {
    std::string kind;  // heap-buffer-overflow, stack-overflow, signed-integer-overflow, null-dereference, ...
    std::string file;  // the solution, as the user named it
    int line = 0;      // 0: no frame of theirs
    bool line_from_report = false;  // the line is UBSan's own words (printed inside the process), not addr2line's
    std::string text;  // "READ of size 4, 0 bytes past a 12-byte region allocated at mine.cpp:14"
    std::string report;  // the sanitizer's own report, as it was printed (bounded)
    // Who said it: "sanitizers" (the sanitized re-run) or "traceback" (a
    // Python solution's, printed by its driver in the same process).
    std::string source = "sanitizers";
    // The test whose re-run found it, when not the test it is shown under
    // (--sanitize tries the next failing tests when the first shows nothing).
    std::string rerun_of;
};

struct StackFrame {
    std::string module;
    std::uint64_t offset = 0;
};

// What the report says, before symbolizing.
struct SanitizerReport {
    std::string kind;    // empty: no report found
    std::string detail;  // ASan's access ("READ of size 4") or UBSan's message
    std::string region;  // ASan: where the address lies, said shortly
    std::string ub_file;  // UBSan's own location of the error
    int ub_line = 0;
    std::vector<StackFrame> stack;
    struct Origin {
        std::string verb;  // "allocated", "freed"
        std::vector<StackFrame> stack;
    };
    std::vector<Origin> origins;
    std::string text;  // the report from its first line, at most 16 KiB

    // Every frame's offset in the program's own module, for the symbolizer.
    std::vector<std::uint64_t> program_offsets() const;
};

// The last report in a run's stderr (what the program printed before it is
// skipped).
SanitizerReport parse_sanitizer_report(std::string_view text);

// A program offset's source places, innermost (inlined) first.
struct SourcePlace {
    std::string function;
    std::string file;
    int line = 0;
};
using Symbols = std::map<std::uint64_t, std::vector<SourcePlace>>;

// user_file: the solution's path as the compiler saw it; shown as `display`.
std::optional<Diagnosis> diagnose(const SanitizerReport& report, const Symbols& symbols, const std::string& user_file,
                                  const std::string& display);

// addr2line -a -f -C -i output for these offsets, back into places.
Symbols parse_addr2line(std::string_view output);

}  // namespace judge
