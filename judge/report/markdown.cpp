#include "markdown.hpp"

#include <sstream>

#include "safe_text.hpp"

namespace judge {
namespace {

// **bold** and `code` within a line.
std::string render_inline(const std::string& line, bool colour) {
    std::string out;
    bool bold = false, code = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!code && line.compare(i, 2, "**") == 0) {
            bold = !bold;
            if (colour) out += bold ? "\x1b[1m" : "\x1b[0m";
            ++i;
        } else if (line[i] == '`') {
            code = !code;
            if (colour) out += code ? "\x1b[36m" : "\x1b[0m";
        } else {
            out += line[i];
        }
    }
    if (colour && (bold || code)) out += "\x1b[0m";  // an unclosed mark ends with its line
    return out;
}

}  // namespace

std::string render_markdown(const std::string& text, bool colour) {
    std::istringstream in(text);
    std::string line, out;
    bool code = false;
    while (std::getline(in, line)) {
        line = visible(line);  // a statement's bytes, for a terminal: no escape of its own survives
        if (line.rfind("```", 0) == 0) {
            code = !code;
            continue;
        }
        if (code) {
            out += "    " + line + "\n";
            continue;
        }
        if (line.rfind("#", 0) == 0) {
            const std::size_t from = line.find_first_not_of("# ");
            const std::string title = render_inline(from == std::string::npos ? "" : line.substr(from), false);
            out += colour ? "\x1b[1m" + title + "\x1b[0m\n" : title + "\n" + std::string(title.size(), '-') + "\n";
            continue;
        }
        const std::size_t indent = line.find_first_not_of(' ');
        if (indent != std::string::npos && line.compare(indent, 2, "- ") == 0) {
            out += line.substr(0, indent) + "\u2022 " + render_inline(line.substr(indent + 2), colour) + "\n";
            continue;
        }
        out += render_inline(line, colour) + "\n";
    }
    return out;
}

std::string without_hints(const std::string& text, bool* had) {
    if (had) *had = false;
    std::string out;
    std::size_t skipping = 0;  // the level of the Hints heading being skipped; 0: not skipping
    bool in_code = false;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end + 1;
        const std::string line = text.substr(start, end - start);
        start = end;
        if (line.rfind("```", 0) == 0) in_code = !in_code;
        std::size_t level = 0;
        while (!in_code && level < line.size() && line[level] == '#')
            ++level;
        const bool heading = level > 0 && level < line.size() && line[level] == ' ';
        if (heading && skipping > 0 && level <= skipping) skipping = 0;
        if (heading && skipping == 0) {
            std::string title = line.substr(level + 1);
            while (!title.empty() && (title.back() == '\n' || title.back() == ' '))
                title.pop_back();
            if (title == "Hints") {
                skipping = level;
                if (had) *had = true;
            }
        }
        if (skipping == 0) out += line;
    }
    return out;
}

}  // namespace judge
