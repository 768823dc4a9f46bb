#include "columns.hpp"

#include <locale.h>

#include <algorithm>
#include <cwchar>

#include "safe_text.hpp"

namespace judge {
namespace {

// C.UTF-8, made once for the process (never freed: a report asks for many
// widths, one a row); null where the C library has no such locale.
locale_t utf8_locale() {
    static const locale_t made = ::newlocale(LC_CTYPE_MASK, "C.UTF-8", nullptr);
    return made;
}

// C.UTF-8 for this thread while it lives, whatever the program's locale
// (then every character is 1 column where there is none).
class Utf8Locale {
public:
    Utf8Locale() : m_utf8(utf8_locale()) {
        if (m_utf8) m_before = ::uselocale(m_utf8);
    }
    ~Utf8Locale() {
        if (m_utf8) ::uselocale(m_before);
    }
    Utf8Locale(const Utf8Locale&) = delete;
    Utf8Locale& operator=(const Utf8Locale&) = delete;
    explicit operator bool() const { return m_utf8 != nullptr; }

private:
    locale_t m_utf8;
    locale_t m_before = nullptr;
};

// Calls `each(bytes, width)` for each character of `text` in order until it
// returns false.
template <class Each>
void walk(std::string_view text, Each each) {
    const Utf8Locale utf8;
    std::mbstate_t state{};
    for (std::size_t at = 0; at < text.size();) {
        wchar_t c = 0;
        std::size_t bytes = utf8 ? std::mbrtowc(&c, text.data() + at, text.size() - at, &state)
                                 : std::max<std::size_t>(utf8_sequence(text, at), 1);
        int width = 1;
        if (bytes == static_cast<std::size_t>(-1) || bytes == static_cast<std::size_t>(-2)) {
            bytes = 1;  // not UTF-8, or cut short: a byte, one column
            state = {};
        } else {
            if (bytes == 0) bytes = 1;  // a NUL
            if (utf8) {
                const int w = ::wcwidth(c);
                width = w >= 0 ? w : 1;
            }
        }
        if (!each(text.substr(at, bytes), static_cast<std::size_t>(width))) return;
        at += bytes;
    }
}

}  // namespace

std::size_t columns(std::string_view text) {
    std::size_t total = 0;
    walk(text, [&](std::string_view, std::size_t width) {
        total += width;
        return true;
    });
    return total;
}

std::string_view columns_prefix(std::string_view text, std::size_t width) {
    std::size_t used = 0, bytes = 0;
    walk(text, [&](std::string_view c, std::size_t w) {
        if (used + w > width) return false;
        used += w;
        bytes += c.size();
        return true;
    });
    return text.substr(0, bytes);
}

std::string fit_columns(std::string_view text, std::size_t width) {
    std::string out;
    if (columns(text) <= width) {
        out = text;
    } else if (width > 0) {
        out = columns_prefix(text, width - 1);
        out += '~';
    }
    const std::size_t used = columns(out);
    if (used < width) out.append(width - used, ' ');
    return out;
}

}  // namespace judge
