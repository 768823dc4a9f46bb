#include "safe_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

namespace judge {

std::size_t utf8_sequence(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the second byte's range (no overlongs, no surrogates)
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead == 0xE0) length = 3, low = 0xA0;
    else if (lead >= 0xE1 && lead <= 0xEC) length = 3;
    else if (lead == 0xED) length = 3, high = 0x9F;
    else if (lead >= 0xEE && lead <= 0xEF) length = 3;
    else if (lead == 0xF0) length = 4, low = 0x90;
    else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
    else if (lead == 0xF4) length = 4, high = 0x8F;
    else return 0;
    if (at + length > text.size()) return 0;
    if (byte(at + 1) < low || byte(at + 1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
    return length;
}

std::string_view without_bom(std::string_view text) {
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text.starts_with(bom)) text.remove_prefix(bom.size());
    return text;
}

std::string encode_utf8(std::uint32_t c) {
    std::string s;
    if (c < 0x80) {
        s += static_cast<char>(c);
    } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | (c >> 6));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        s += static_cast<char>(0xE0 | (c >> 12));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (c >> 18));
        s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    }
    return s;
}

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (std::size_t n = utf8_sequence(text, i)) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            out += fmt::format("\\x{:02X}", static_cast<unsigned char>(text[i++]));
        }
    }
    return out;
}

namespace {

// One valid UTF-8 sequence's code point.
char32_t code_point(std::string_view seq) {
    const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(seq[i])); };
    switch (seq.size()) {
        case 1: return b(0);
        case 2: return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
        case 3: return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
        default: return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    }
}

// The marks and overrides that reorder text on a terminal (a right-to-left
// override makes "exe.cpp" read as "ppc.exe"), the separators some
// terminals break a line at, and the characters that show as nothing (a
// zero-width space makes two names look the same).
bool is_bidi_control(std::string_view seq) {
    const char32_t c = code_point(seq);
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) ||
           c == 0x2028 || c == 0x2029 || (c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF;
}

}  // namespace

std::string visible(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t column = 0;  // characters since the last new line, for a tab's spaces
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8_sequence(text, i);
        const std::size_t before = out.size();
        if (n == 0) {
            out += fmt::format("\\x{:02X}", c);
            ++i;
        } else if (c == '\n') {
            out += '\n';
            column = 0;
            ++i;
            continue;
        } else if (c == '\t') {
            // Spaces to the next stop of eight: the layout kept, no control character.
            out.append(8 - column % 8, ' ');
            ++i;
        } else if (c < 0x20 || c == 0x7F) {
            out += '^';
            out += static_cast<char>(c == 0x7F ? '?' : c + '@');
            ++i;
        } else if (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
            // U+0080..U+009F: C1 controls (U+009B starts a sequence on some terminals).
            out += "M-^";
            out += static_cast<char>(static_cast<unsigned char>(text[i + 1]) - 0x80 + '@');
            i += 2;
        } else if (is_bidi_control(text.substr(i, n))) {
            out += fmt::format("<U+{:04X}>", static_cast<std::uint32_t>(code_point(text.substr(i, n))));
            i += n;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
        for (std::size_t k = before; k < out.size(); ++k)  // columns: characters, not bytes
            column += (static_cast<unsigned char>(out[k]) & 0xC0) != 0x80;
    }
    return out;
}

std::string json_text(std::string_view text) { return valid_utf8(text); }

namespace {

bool is_noncharacter(char32_t c) { return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE; }

}  // namespace

std::string xml_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8_sequence(text, i);
        if (n == 0) {
            out += fmt::format("\\x{:02X}", c);
            ++i;
            continue;
        }
        const char32_t point = code_point(text.substr(i, n));
        switch (point) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&apos;"; break;
            case '\n':
            case '\t': out += static_cast<char>(c); break;
            default:
                if (point < 0x20)
                    out += fmt::format("\\x{:02X}", c);
                else if ((point >= 0x7F && point <= 0x9F) || is_noncharacter(point))
                    out += fmt::format("\\u{{{:04X}}}", static_cast<std::uint32_t>(point));
                else
                    out.append(text.substr(i, n));
        }
        i += n;
    }
    return out;
}

std::string html_text(std::string_view text) { return xml_text(text); }

std::string shell_word(std::string_view text) {
    const bool plain = !text.empty() && text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                 "0123456789/._-+:@%,=") == std::string_view::npos;
    if (plain) return std::string(text);
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string_view utf8_prefix(std::string_view text, std::size_t max) {
    const std::size_t cut = std::min(max, text.size());
    if (cut == text.size()) return text;
    // The character the cut falls in, if any: it begins at most three bytes before.
    for (std::size_t start = cut; start > 0 && cut - start < 3;) {
        --start;
        if ((static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) continue;
        const std::size_t length = utf8_sequence(text, start);
        return text.substr(0, length > 0 && start + length > cut ? start : cut);
    }
    return text.substr(0, cut);
}

std::string_view utf8_whole(std::string_view text) {
    for (std::size_t start = text.size(); start > 0 && text.size() - start < 3;) {
        const auto byte = static_cast<unsigned char>(text[--start]);
        if ((byte & 0xC0) == 0x80) continue;
        const std::size_t wants = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return text.substr(0, start + wants > text.size() ? start : text.size());
    }
    return text;
}

std::string visible_line(std::string_view text, std::size_t max) {
    const std::size_t cut = utf8_prefix(text, max).size();
    std::string out;
    for (char c : visible(text.substr(0, cut)))
        out += c == '\n' ? std::string("^J") : std::string(1, c);
    if (cut < text.size()) out += fmt::format("... ({} more bytes)", text.size() - cut);
    return out;
}

}  // namespace judge
