#include "statement_html.hpp"

#include "html_tokens.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace judge {
namespace {

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
    for (const HtmlToken& t : html_tokens(html)) {
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
    for (const HtmlToken& t : html_tokens(html)) {
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
    for (const HtmlToken& t : html_tokens(html)) {
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
