// libFuzzer target for the sanitizer report's reader and addr2line's output
// reader (judge/judging/diagnosis.cpp): the bytes are a run's stderr, or what
// addr2line printed of the debug information a submission wrote. Any bytes
// give a result (no exception, no crash, no deep recursion), bounded.
// Built and run by tests/fuzz/run.sh (-DJUDGE_FUZZ=ON, clang).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "diagnosis.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const judge::SanitizerReport report = judge::parse_sanitizer_report(text);
    const judge::Symbols symbols = judge::parse_addr2line(text);
    if (report.text.size() > (16 << 10) || report.program_offsets().size() > 64 * 5) std::abort();
    if (report.ub_line < 0) std::abort();
    for (const auto& [offset, places] : symbols)
        if (places.size() > 32) std::abort();
    if (auto d = judge::diagnose(report, symbols, "/work/s/mine.cpp", "mine.cpp"); d && d->line < 0) std::abort();
    return 0;
}
