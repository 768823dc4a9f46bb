#include "html_tokens.hpp"

#include "safe_text.hpp"

#include <cctype>
#include <cstdint>

namespace judge {

namespace {

void append_utf8(std::string& out, std::uint32_t c) {
    if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
    out += encode_utf8(c);
}

}  // namespace

// The entities statements use; an unknown one is kept as written.
std::string decode_entities(std::string_view s) {
    static const std::pair<std::string_view, std::uint32_t> named[] = {
        {"lt", '<'},       {"gt", '>'},       {"amp", '&'},      {"quot", '"'},     {"apos", '\''},
        {"nbsp", ' '},     {"le", 0x2264},    {"ge", 0x2265},    {"ne", 0x2260},    {"times", 0xD7},
        {"minus", 0x2212}, {"ndash", 0x2013}, {"mdash", 0x2014}, {"hellip", 0x2026}, {"rarr", 0x2192},
        {"larr", 0x2190},  {"middot", 0xB7},  {"deg", 0xB0},     {"divide", 0xF7},  {"sum", 0x2211},
        {"lsquo", 0x2018}, {"rsquo", 0x2019}, {"ldquo", 0x201C}, {"rdquo", 0x201D}, {"copy", 0xA9},
        {"infin", 0x221E}, {"cap", 0x2229},   {"cup", 0x222A},   {"isin", 0x2208},  {"forall", 0x2200},
    };
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        if (s[i] != '&') {
            out += s[i++];
            continue;
        }
        const std::size_t semi = s.find(';', i);
        if (semi == std::string_view::npos || semi - i > 10) {
            out += s[i++];
            continue;
        }
        const std::string_view name = s.substr(i + 1, semi - i - 1);
        bool done = false;
        if (name.size() > 1 && name[0] == '#') {
            std::uint32_t c = 0;
            const bool hex = name[1] == 'x' || name[1] == 'X';
            bool ok = name.size() > (hex ? 2u : 1u);
            for (std::size_t k = hex ? 2 : 1; ok && k < name.size(); ++k) {
                const char d = name[k];
                const int v = std::isdigit(static_cast<unsigned char>(d))   ? d - '0'
                              : hex && d >= 'a' && d <= 'f'                 ? d - 'a' + 10
                              : hex && d >= 'A' && d <= 'F'                 ? d - 'A' + 10
                                                                            : -1;
                ok = v >= 0 && c <= 0x10FFFF;
                c = c * (hex ? 16 : 10) + static_cast<std::uint32_t>(v);
            }
            if (ok) {
                append_utf8(out, c == 0xA0 ? ' ' : c);
                done = true;
            }
        } else {
            for (const auto& [n, c] : named)
                if (n == name) {
                    append_utf8(out, c);
                    done = true;
                }
        }
        if (done) {
            i = semi + 1;
        } else {
            out += s[i++];
        }
    }
    return out;
}

namespace {

std::string attribute(std::string_view tag, std::string_view key) {
    for (std::size_t at = 0; (at = tag.find(key, at)) != std::string_view::npos; at += key.size()) {
        if (at > 0 && !std::isspace(static_cast<unsigned char>(tag[at - 1]))) continue;
        std::size_t i = at + key.size();
        while (i < tag.size() && tag[i] == ' ')
            ++i;
        if (i >= tag.size() || tag[i] != '=') continue;
        ++i;
        while (i < tag.size() && tag[i] == ' ')
            ++i;
        if (i >= tag.size()) return "";
        const char quote = tag[i];
        if (quote == '"' || quote == '\'') {
            const std::size_t end = tag.find(quote, i + 1);
            return decode_entities(tag.substr(i + 1, end == std::string_view::npos ? std::string_view::npos : end - i - 1));
        }
        std::size_t end = i;
        while (end < tag.size() && !std::isspace(static_cast<unsigned char>(tag[end])))
            ++end;
        return decode_entities(tag.substr(i, end - i));
    }
    return "";
}

HtmlToken text_token(std::string text) {
    HtmlToken t;
    t.text = std::move(text);
    return t;
}

}  // namespace

std::vector<HtmlToken> html_tokens(std::string_view html) {
    std::vector<HtmlToken> out;
    std::size_t i = 0;
    while (i < html.size()) {
        if (html[i] == '<') {
            if (html.substr(i, 4) == "<!--") {  // a comment: skipped whole
                const std::size_t end = html.find("-->", i + 4);
                i = end == std::string_view::npos ? html.size() : end + 3;
                continue;
            }
            const std::size_t end = html.find('>', i + 1);
            if (end == std::string_view::npos) {
                out.push_back(text_token(decode_entities(html.substr(i))));
                break;
            }
            const std::string_view inside = html.substr(i + 1, end - i - 1);
            HtmlToken t;
            t.tag = true;
            std::size_t k = 0;
            if (k < inside.size() && inside[k] == '/') {
                t.closing = true;
                ++k;
            }
            while (k < inside.size() && std::isalnum(static_cast<unsigned char>(inside[k])))
                t.name += static_cast<char>(std::tolower(static_cast<unsigned char>(inside[k++])));
            if (t.name == "img") {
                t.src = attribute(inside, "src");
                t.alt = attribute(inside, "alt");
            } else if (t.name == "a") {
                t.href = attribute(inside, "href");
            }
            out.push_back(std::move(t));
            i = end + 1;
        } else {
            const std::size_t end = html.find('<', i);
            out.push_back(text_token(decode_entities(html.substr(i, end - i))));
            i = end == std::string_view::npos ? html.size() : end;
        }
    }
    return out;
}

}  // namespace judge
