// A whole number read from bytes someone else wrote (a run's output, a
// sanitizer's report, a tool's output): the text is all digits in `base` and
// the value fits in T, or there is no number. Never an exception, whatever
// the length (std::stoi throws on "999999999999").
#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace judge {

template <typename T>
std::optional<T> parse_number(std::string_view text, int base = 10) {
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// The leading digits of `text` in `base`, at most `max_digits` of them.
inline std::string_view leading_digits(std::string_view text, int base = 10, std::size_t max_digits = 64) {
    std::size_t n = 0;
    for (; n < text.size() && n < max_digits; ++n) {
        const char c = text[n];
        const bool digit = (c >= '0' && c <= '9') || (base == 16 && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
        if (!digit) break;
    }
    return text.substr(0, n);
}

}  // namespace judge
