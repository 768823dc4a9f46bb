// libFuzzer target for the text sinks (judge/base/safe_text.cpp): any bytes
// made safe for a terminal hold no control character but the new line, and
// no bidirectional override, and fitted to a width it takes exactly that
// many columns; for JSON, XML and HTML they are valid UTF-8,
// and for XML and HTML hold no character those formats refuse, no markup. (safe_text_test.cpp checks
// the same with real parsers, over every code point.)
// Built and run by tests/fuzz/run.sh (-DJUDGE_FUZZ=ON, clang).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "columns.hpp"
#include "safe_text.hpp"

namespace {

void require_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = judge::utf8_sequence(s, i);
        if (n == 0) std::abort();
        i += n;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::string term = judge::visible(text);
    require_utf8(term);
    for (std::size_t i = 0; i < term.size(); ++i) {
        const auto c = static_cast<unsigned char>(term[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7F) std::abort();
        if (c == 0xC2 && i + 1 < term.size() && static_cast<unsigned char>(term[i + 1]) < 0xA0) std::abort();
    }
    if (term.find("\u202E") != std::string::npos || judge::visible(term) != term) std::abort();
    // Fitted to a width (history --diff's sides): exactly that many columns, no character cut in two.
    const std::size_t width = size % 41;
    const std::string fit = judge::fit_columns(term, width);
    require_utf8(fit);
    if (judge::columns(fit) != width || judge::columns_prefix(term, width).size() > term.size()) std::abort();
    require_utf8(judge::json_text(text));
    for (const std::string& s : {judge::xml_text(text), judge::html_text(text)}) {
        require_utf8(s);
        for (std::size_t i = 0; i < s.size(); ++i) {
            const auto c = static_cast<unsigned char>(s[i]);
            if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) std::abort();
        }
        if (s.find("\xEF\xBF\xBE") != std::string::npos || s.find("\xEF\xBF\xBF") != std::string::npos ||
            s.find_first_of("<>\"'") != std::string::npos)
            std::abort();
    }
    return 0;
}
