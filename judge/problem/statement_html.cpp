#include "statement_html.hpp"

#include "safe_text.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>

namespace judge {
namespace {

struct Token {
    bool tag = false;
    bool closing = false;
    std::string name;  // a tag's, lower case
    std::string text;  // a text's, entities decoded; a tag's attributes src/href/alt below
    std::string src, href, alt;
};

void append_utf8(std::string& out, std::uint32_t c) {
    if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
    out += encode_utf8(c);
}

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

Token text_token(std::string text) {
    Token t;
    t.text = std::move(text);
    return t;
}

std::vector<Token> tokenize(std::string_view html) {
    std::vector<Token> out;
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
            Token t;
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

std::string collapse(std::string_view text) {
    std::string out;
    bool space = false;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
            space = true;
            continue;
        }
        if (space) out += ' ';  // at the start too: the text after a tag keeps its space
        space = false;
        out += c;
    }
    if (space) out += ' ';
    return out;
}

std::string trim(std::string s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
    std::size_t start = 0;
    while (start < s.size() && (s[start] == ' ' || s[start] == '\n')) ++start;
    return s.substr(start);
}

// Text with a new line where the page breaks a line (br, the end of a
// paragraph, list item or block, and within <pre>), tags dropped, <sup> as ^.
std::string lines_of(std::string_view html) {
    std::string out;
    int pre = 0;
    for (const Token& t : tokenize(html)) {
        if (!t.tag) {
            out += pre > 0 ? t.text : collapse(t.text);
            continue;
        }
        if (t.name == "pre") pre += t.closing ? (pre > 0 ? -1 : 0) : 1;
        if (t.name == "sup" && !t.closing) out += '^';
        if (t.name == "br" || ((t.name == "p" || t.name == "li" || t.name == "div" || t.name == "pre") && t.closing))
            out += '\n';
    }
    return out;
}

}  // namespace

std::string html_to_text(std::string_view html) {
    std::string out;
    for (const Token& t : tokenize(html)) {
        if (!t.tag) out += t.text;
        else if (t.name == "sup" && !t.closing) out += '^';
        else if (t.name == "br" || t.name == "p" || t.name == "li") out += ' ';
    }
    return trim(collapse(out));
}

std::string html_to_markdown(std::string_view html) {
    std::string out;
    int pre = 0, code = 0;
    std::vector<int> lists;  // 0 for ul, else the next number of an ol
    std::vector<std::string> links;
    auto newline = [&](int count) {
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        int have = 0;
        for (auto it = out.rbegin(); it != out.rend() && *it == '\n'; ++it)
            ++have;
        if (out.empty()) return;
        for (; have < count; ++have)
            out += '\n';
    };
    for (const Token& t : tokenize(html)) {
        if (!t.tag) {
            if (pre > 0) {
                // As HTML does, a new line right after <pre> is not content.
                std::string_view text = t.text;
                if (!out.empty() && out.ends_with("```\n") && !text.empty() && text.front() == '\n') text.remove_prefix(1);
                out += text;
            } else {
                std::string text = collapse(t.text);
                if ((out.empty() || out.back() == '\n' || out.back() == ' ') && !text.empty() && text.front() == ' ')
                    text.erase(0, 1);
                if (code > 0 && text.find('`') != std::string::npos) text.erase(std::remove(text.begin(), text.end(), '`'), text.end());
                out += text;
            }
            continue;
        }
        const std::string& n = t.name;
        if (n == "pre") {
            if (!t.closing) {
                newline(2);
                out += "```\n";
                ++pre;
            } else if (pre > 0) {
                --pre;
                newline(1);
                out += "```\n\n";
            }
        } else if (pre > 0) {
            continue;  // within a code block only its text counts
        } else if (n == "p" || n == "div") {
            newline(2);
        } else if (n == "br") {
            newline(1);
        } else if (n == "strong" || n == "b") {
            if (code == 0) out += "**";
        } else if (n == "em" || n == "i") {
            if (code == 0) out += "*";
        } else if (n == "code") {
            out += '`';
            code += t.closing ? (code > 0 ? -1 : 0) : 1;
        } else if (n == "sup") {
            if (!t.closing) out += '^';
        } else if (n == "sub") {
            if (!t.closing) out += '_';
        } else if (n == "ul" || n == "ol") {
            if (!t.closing) {
                newline(lists.empty() ? 2 : 1);
                lists.push_back(n == "ol" ? 1 : 0);
            } else if (!lists.empty()) {
                lists.pop_back();
                newline(lists.empty() ? 2 : 1);
            }
        } else if (n == "li" && !t.closing) {
            newline(1);
            out += std::string(lists.empty() ? 0 : 2 * std::min<std::size_t>(lists.size() - 1, 8), ' ');  // bounded
            if (!lists.empty() && lists.back() > 0) out += std::to_string(lists.back()++) + ". ";
            else out += "- ";
        } else if (n == "img" && !t.closing) {
            out += "![" + collapse(t.alt) + "](" + collapse(t.src) + ")";
        } else if (n == "a") {
            if (!t.closing) {
                links.push_back(collapse(t.href));
                out += '[';
            } else if (!links.empty()) {
                out += "](" + links.back() + ")";
                links.pop_back();
            }
        }
    }
    // No more than one blank line anywhere; none at either end.
    std::string tidy;
    int newlines = 0;
    for (char c : out) {
        if (c == '\n') {
            if (++newlines > 2) continue;
        } else {
            newlines = 0;
        }
        tidy += c;
    }
    return trim(tidy) + "\n";
}

// Whitespace runs outside double-quoted strings made one space; inside a
// string every character kept ("This    is" is an answer's own text).
std::string collapse_outside_quotes(std::string_view text) {
    std::string out;
    bool quoted = false, escaped = false, space = false;
    for (char c : text) {
        if (!quoted && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')) {
            space = true;
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
        if (escaped) escaped = false;
        else if (quoted && c == '\\') escaped = true;
        else if (c == '"') quoted = !quoted;
    }
    if (space) out += ' ';
    return out;
}

// How many brackets the literal leaves open ([ and { outside strings).
int open_brackets(std::string_view text) {
    int depth = 0;
    bool quoted = false, escaped = false;
    for (char c : text) {
        if (escaped) escaped = false;
        else if (quoted && c == '\\') escaped = true;
        else if (c == '"') quoted = !quoted;
        else if (!quoted && (c == '[' || c == '{')) ++depth;
        else if (!quoted && (c == ']' || c == '}')) --depth;
    }
    return depth;
}

std::vector<std::string> example_outputs(std::string_view html) {
    std::vector<std::string> out;
    const std::string text = lines_of(html);
    // "Output: [0,1]", and a design problem's "Output" (with or without its
    // colon) with the answer on the next line.
    const std::string label = "Output";
    for (std::size_t at = text.find(label); at != std::string::npos; at = text.find(label, at + label.size())) {
        std::size_t from = at + label.size();
        const bool colon = from < text.size() && text[from] == ':';
        if (colon) ++from;
        std::size_t end = text.find('\n', from);
        std::string value = text.substr(from, end == std::string::npos ? std::string::npos : end - from);
        if (!colon && !trim(collapse(value)).empty()) continue;  // "Output" inside a sentence
        if (trim(collapse(value)).empty() && end != std::string::npos) {
            from = end + 1;
            end = text.find('\n', from);
            value = text.substr(from, end == std::string::npos ? std::string::npos : end - from);
        }
        // An answer written over several lines ("[", a string a line, "]": 68),
        // up to the line that closes its brackets or starts another part.
        while (open_brackets(value) > 0 && end != std::string::npos) {
            const std::size_t line_from = end + 1;
            end = text.find('\n', line_from);
            const std::string line = text.substr(line_from, end == std::string::npos ? std::string::npos : end - line_from);
            if (line.find("Explanation:") != std::string::npos || line.find("Input:") != std::string::npos ||
                line.find("Output") != std::string::npos)
                break;
            value += "\n" + line;
        }
        for (const char* next : {"Explanation:", "Input:", "Output:"})
            if (std::size_t cut = value.find(next); cut != std::string::npos) value.resize(cut);
        out.push_back(trim(collapse_outside_quotes(value)));
    }
    return out;
}

std::vector<std::string> example_input_texts(std::string_view html) {
    std::vector<std::string> out;
    const std::string text = lines_of(html);
    const std::string label = "Input:";
    for (std::size_t at = text.find(label); at != std::string::npos; at = text.find(label, at + label.size())) {
        const std::size_t end = text.find("Output:", at);
        out.push_back(trim(collapse(text.substr(at + label.size(), end == std::string::npos ? std::string::npos
                                                                                                : end - at - label.size()))));
    }
    return out;
}

std::vector<std::string> constraint_lines(std::string_view html) {
    std::vector<std::string> out;
    const std::size_t at = html.find("Constraints:");
    if (at == std::string_view::npos) return out;
    const std::size_t list = html.find("<ul", at);
    if (list == std::string_view::npos) return out;
    const std::size_t end = html.find("</ul>", list);
    const std::string_view body = html.substr(list, end == std::string_view::npos ? std::string_view::npos : end - list);
    for (std::size_t item = body.find("<li"); item != std::string_view::npos;) {
        const std::size_t open_end = body.find('>', item);
        if (open_end == std::string_view::npos) break;
        const std::size_t next = body.find("<li", open_end);
        std::string_view content = body.substr(open_end + 1, next == std::string_view::npos ? std::string_view::npos : next - open_end - 1);
        if (const std::size_t close = content.find("</li>"); close != std::string_view::npos) content = content.substr(0, close);
        if (std::string line = html_to_text(content); !line.empty()) out.push_back(line);
        item = next;
    }
    return out;
}

}  // namespace judge
