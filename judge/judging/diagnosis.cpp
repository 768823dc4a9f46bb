#include "diagnosis.hpp"

#include <algorithm>
#include <regex>

namespace judge {

namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// "    #3 0x55d0c4a2b3c4  (/work/.sanitized/solution+0x1234)"
std::optional<StackFrame> parse_frame(std::string_view line) {
    static const std::regex frame(R"(^\s*#\d+ 0x[0-9a-f]+ .*\(([^()]*)\+0x([0-9a-f]+)\)\s*$)");
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_match(line.begin(), line.end(), m, frame)) return std::nullopt;
    return StackFrame{m[1].str(), std::stoull(m[2].str(), nullptr, 16)};
}

bool is_frame(std::string_view line) {
    auto at = line.find_first_not_of(' ');
    return at != std::string_view::npos && line[at] == '#';
}

// The frames from lines[i] on, while there are frames; i is left after them.
std::vector<StackFrame> take_frames(const std::vector<std::string_view>& lines, std::size_t& i) {
    std::vector<StackFrame> frames;
    for (; i < lines.size() && is_frame(lines[i]); ++i)
        if (auto f = parse_frame(lines[i])) frames.push_back(*f);
    return frames;
}

bool in_program(const StackFrame& f) { return !contains(f.module, ".so"); }

// ASan's kind word, named as the user knows it.
std::string asan_kind(std::string_view headline, std::string_view before, std::string_view report) {
    std::string_view rest = headline.substr(headline.find("AddressSanitizer: ") + 18);
    std::string word(rest.substr(0, rest.find(' ')));
    if (word == "SEGV") {
        static const std::regex address(R"(unknown address (0x[0-9a-f]+))");
        std::match_results<std::string_view::const_iterator> m;
        if (contains(report, "address points to the zero page") ||
            (std::regex_search(rest.begin(), rest.end(), m, address) && std::stoull(m[1].str(), nullptr, 16) < 4096))
            return "null-dereference";
        return "segmentation-fault";
    }
    if (word == "ABRT") {
        if (contains(before, "__n < this->size()") || contains(before, "__n < _Nm") ||
            contains(before, "__n < size()"))
            return "index-out-of-range";
        return contains(before, "Assertion '") ? "assertion-failed" : "abort";
    }
    if (word == "attempting") return contains(rest, "double-free") ? "double-free" : "bad-free";
    return word;
}

std::string ubsan_kind(std::string_view message) {
    const std::pair<const char*, const char*> table[] = {
        {"signed integer overflow", "signed-integer-overflow"},
        {"negation of", "signed-integer-overflow"},
        {"null pointer", "null-dereference"},
        {"out of bounds for type", "index-out-of-range"},
        {"division by zero", "division-by-zero"},
        {"shift", "invalid-shift"},
        {"is not a valid value for type", "invalid-value"},
        {"reached the end of a value-returning function", "missing-return"},
        {"misaligned address", "misaligned-access"},
    };
    for (const auto& [part, kind] : table)
        if (contains(message, part)) return kind;
    return "undefined-behaviour";
}

// ASan's line on where the address lies, said shortly.
std::string region_of(std::string_view line) {
    static const std::regex heap(R"(is located (\d+) bytes (to the right of|to the left of|inside of) (\d+)-byte region)");
    static const std::regex local(R"('([^']*)'.*<== Memory access at offset \d+ (partially )?(overflows|underflows) this variable)");
    std::match_results<std::string_view::const_iterator> m;
    if (std::regex_search(line.begin(), line.end(), m, heap)) {
        const std::string where = m[2] == "to the right of" ? "past" : m[2] == "to the left of" ? "before" : "into";
        return m[1].str() + (m[1] == "1" ? " byte " : " bytes ") + where + " a " + m[3].str() + "-byte region";
    }
    if (std::regex_search(line.begin(), line.end(), m, local))
        return std::string(m[3] == "overflows" ? "past the end of" : "before the start of") + " the local '" +
               m[1].str() + "'";
    return "";
}

}  // namespace

std::vector<std::uint64_t> SanitizerReport::program_offsets() const {
    std::vector<std::uint64_t> offsets;
    auto add = [&offsets](const std::vector<StackFrame>& frames) {
        for (const auto& f : frames)
            if (in_program(f)) offsets.push_back(f.offset);
    };
    add(stack);
    for (const auto& o : origins)
        add(o.stack);
    std::sort(offsets.begin(), offsets.end());
    offsets.erase(std::unique(offsets.begin(), offsets.end()), offsets.end());
    return offsets;
}

SanitizerReport parse_sanitizer_report(std::string_view text) {
    const std::vector<std::string_view> lines = split_lines(text);
    std::size_t start = lines.size();
    for (std::size_t i = lines.size(); i-- > 0;)
        if (contains(lines[i], "ERROR: AddressSanitizer: ") || contains(lines[i], ": runtime error: ")) {
            start = i;
            break;
        }
    SanitizerReport r;
    if (start == lines.size()) return r;
    const std::string_view head = lines[start];
    const std::size_t offset = static_cast<std::size_t>(head.data() - text.data());
    r.text = std::string(text.substr(offset, 16 << 10));
    std::size_t i = start + 1;
    if (auto at = head.find(": runtime error: "); at != std::string_view::npos &&
                                                  !contains(head, "AddressSanitizer")) {
        // "/abs/mine.cpp:14:15: runtime error: signed integer overflow: ..."
        r.detail = std::string(head.substr(at + 17));
        r.kind = ubsan_kind(r.detail);
        static const std::regex place(R"(^(.*):(\d+):\d+$)");
        std::match_results<std::string_view::const_iterator> m;
        const std::string_view where = head.substr(0, at);
        if (std::regex_match(where.begin(), where.end(), m, place)) {
            r.ub_file = m[1].str();
            r.ub_line = std::stoi(m[2].str());
        }
        while (i < lines.size() && !is_frame(lines[i]) && !contains(lines[i], "SUMMARY:"))
            ++i;
        r.stack = take_frames(lines, i);
        return r;
    }
    r.kind = asan_kind(head, text.substr(0, offset), text.substr(offset));
    for (; i < lines.size() && !contains(lines[i], "SUMMARY: "); ++i) {
        const std::string_view line = lines[i];
        static const std::regex access(R"(^(READ|WRITE) of size (\d+))");
        std::match_results<std::string_view::const_iterator> m;
        if (std::regex_search(line.begin(), line.end(), m, access)) {
            r.detail = m[1].str() + " of size " + m[2].str();
        } else if (contains(line, "The signal is caused by a ")) {
            static const std::regex cause(R"(caused by a (READ|WRITE) memory access)");
            if (std::regex_search(line.begin(), line.end(), m, cause)) r.detail = "a " + m[1].str();
        } else if (is_frame(line) && r.stack.empty() && r.origins.empty()) {
            r.stack = take_frames(lines, i);
            --i;
        } else if (contains(line, " by thread ") && line.back() == ':') {
            SanitizerReport::Origin origin;
            origin.verb = contains(line, "freed by") ? "freed" : "allocated";
            ++i;
            origin.stack = take_frames(lines, i);
            --i;
            r.origins.push_back(std::move(origin));
        } else if (std::string region = region_of(line); !region.empty() && r.region.empty()) {
            r.region = region;
        }
    }
    return r;
}

Symbols parse_addr2line(std::string_view output) {
    Symbols symbols;
    std::vector<SourcePlace>* current = nullptr;
    const std::vector<std::string_view> lines = split_lines(output);
    static const std::regex place(R"(^(.*):(\d+)( \(discriminator \d+\))?$)");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind("0x", 0) == 0) {
            current = &symbols[std::stoull(std::string(lines[i].substr(2)), nullptr, 16)];
            continue;
        }
        if (!current || i + 1 >= lines.size()) continue;
        SourcePlace p;
        p.function = std::string(lines[i]);
        std::match_results<std::string_view::const_iterator> m;
        const std::string_view where = lines[++i];
        if (std::regex_match(where.begin(), where.end(), m, place)) {
            p.file = m[1].str();
            p.line = std::stoi(m[2].str());
        }
        current->push_back(std::move(p));
    }
    return symbols;
}

namespace {

// The first place in the user's file along these frames, innermost first.
std::optional<SourcePlace> user_place(const std::vector<StackFrame>& frames, const Symbols& symbols,
                                      const std::string& user_file) {
    for (const auto& f : frames) {
        if (!in_program(f)) continue;
        auto it = symbols.find(f.offset);
        if (it == symbols.end()) continue;
        for (const auto& p : it->second)
            if (p.file == user_file && p.line > 0) return p;
    }
    return std::nullopt;
}

std::string short_function(const std::string& f) { return f.substr(0, f.find('(')); }

}  // namespace

std::optional<Diagnosis> diagnose(const SanitizerReport& report, const Symbols& symbols, const std::string& user_file,
                                  const std::string& display) {
    if (report.kind.empty()) return std::nullopt;
    Diagnosis d;
    d.kind = report.kind;
    d.file = display;
    std::optional<SourcePlace> place = user_place(report.stack, symbols, user_file);
    // The line from addr2line on frames of the program. UBSan prints no
    // frames here (no /proc in the sandbox): its own "file:line: runtime
    // error" is taken, text the process printed (a program could forge it,
    // and fool only its author); line_from_report says which.
    if (place) d.line = place->line;
    if (!place && report.ub_file == user_file && report.ub_line > 0) {
        d.line = report.ub_line;
        d.line_from_report = true;
    }
    const std::string in = place ? " in " + short_function(place->function) : "";

    std::string text;
    if (d.kind == "stack-overflow")
        text = "the stack ran out" + in + " (recursion too deep, or local arrays too large for the stack)";
    else if (d.kind == "null-dereference" && !report.ub_file.empty())
        text = report.detail + in;
    else if (d.kind == "null-dereference")
        text = (report.detail.empty() ? "an access" : report.detail) + " through a null pointer" + in;
    else if (d.kind == "index-out-of-range" && report.ub_file.empty())
        text = "an index past the end of a container" + in + " (_GLIBCXX_ASSERTIONS: __n < size() failed)";
    else
        text = (report.detail.empty() ? d.kind : report.detail) + in;
    if (!report.region.empty()) text += ", " + report.region;
    for (const auto& origin : report.origins)
        if (auto at = user_place(origin.stack, symbols, user_file))
            text += ", " + origin.verb + " at " + display + ":" + std::to_string(at->line);
    d.text = text;
    d.report = report.text;
    return d;
}

}  // namespace judge
