#include "diagnosis.hpp"
#include "safe_text.hpp"

#include <algorithm>

#include "parse_number.hpp"

namespace judge {

namespace {

// The report is the run's own stderr: any bytes, any length. Every reading
// below is linear and bounded (no std::regex: it recurses on a long line),
// and a number that does not fit is no number.
constexpr std::size_t k_max_line = 4096;      // a longer line is no frame, place or headline detail
constexpr std::size_t k_max_frames = 64;      // a stack's frames kept (ASan prints at most a few dozen)
constexpr std::size_t k_max_origins = 4;      // "allocated by", "freed by", "previously allocated by"
constexpr std::size_t k_max_detail = 300;     // UBSan's message, as the report shows it
constexpr std::size_t k_max_places = 32;      // inlined places of one address
constexpr std::size_t k_max_function = 1000;  // a function's name as addr2line printed it

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

bool starts_with(std::string_view text, std::string_view part) { return text.substr(0, part.size()) == part; }

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_space(s.back()))
        s.remove_suffix(1);
    return s;
}

// `text` cut to `max` bytes, said so.
std::string bounded(std::string_view text, std::size_t max) {
    if (text.size() <= max) return std::string(text);
    return std::string(utf8_prefix(text, max)) + "...";
}

// "    #3 0x55d0c4a2b3c4  (/work/.sanitized/solution+0x1234)": the module
// (no parentheses in it) and the offset, the last "(module+0xHEX)" of the
// line. clang's runtime adds " (BuildId: HEX)" after it, and names the
// program /proc/self/exe.
std::optional<StackFrame> parse_frame(std::string_view line) {
    if (line.size() > k_max_line) return std::nullopt;
    std::string_view s = trim(line);
    if (!starts_with(s, "#")) return std::nullopt;
    s.remove_prefix(1);
    const std::string_view number = leading_digits(s);
    if (number.empty()) return std::nullopt;
    s.remove_prefix(number.size());
    if (!starts_with(s, " 0x")) return std::nullopt;
    s.remove_prefix(3);
    const std::string_view pc = leading_digits(s, 16, s.size());
    if (pc.empty() || !starts_with(s.substr(pc.size()), " ")) return std::nullopt;
    s.remove_prefix(pc.size() + 1);
    if (const std::size_t id = s.rfind(" (BuildId: "); id != std::string_view::npos && s.back() == ')') {
        const std::string_view hex = s.substr(id + 11, s.size() - id - 12);
        if (!hex.empty() && leading_digits(hex, 16, hex.size()).size() == hex.size()) s = s.substr(0, id);
    }
    if (s.empty() || s.back() != ')') return std::nullopt;
    s.remove_suffix(1);
    const std::size_t open = s.rfind('(');
    if (open == std::string_view::npos) return std::nullopt;
    const std::string_view inner = s.substr(open + 1);
    const std::size_t plus = inner.rfind("+0x");
    if (plus == std::string_view::npos) return std::nullopt;
    const std::string_view module = inner.substr(0, plus);
    if (contains(module, ")")) return std::nullopt;
    const auto offset = parse_number<std::uint64_t>(inner.substr(plus + 3), 16);
    if (!offset) return std::nullopt;
    return StackFrame{std::string(module), *offset};
}

bool is_frame(std::string_view line) {
    auto at = line.find_first_not_of(' ');
    return at != std::string_view::npos && line[at] == '#';
}

// The frames from lines[i] on, while there are frames; i is left after them.
std::vector<StackFrame> take_frames(const std::vector<std::string_view>& lines, std::size_t& i) {
    std::vector<StackFrame> frames;
    for (; i < lines.size() && is_frame(lines[i]); ++i)
        if (frames.size() < k_max_frames)
            if (auto f = parse_frame(lines[i])) frames.push_back(std::move(*f));
    return frames;
}

bool in_program(const StackFrame& f) { return !contains(f.module, ".so"); }

// "unknown address 0x000000000008" below the first page: a null pointer's field.
bool at_zero_page(std::string_view rest) {
    const std::string_view key = "unknown address 0x";
    for (std::size_t at = rest.find(key); at != std::string_view::npos; at = rest.find(key, at + 1)) {
        const std::string_view hex = leading_digits(rest.substr(at + key.size()), 16, 32);
        if (hex.empty()) continue;
        const auto address = parse_number<std::uint64_t>(hex, 16);
        return address && *address < 4096;
    }
    return false;
}

// ASan's kind word, named as the user knows it.
std::string asan_kind(std::string_view headline, std::string_view before, std::string_view report) {
    std::string_view rest = headline.substr(headline.find("AddressSanitizer: ") + 18);
    std::string word(rest.substr(0, std::min<std::size_t>(rest.find(' '), 64)));
    if (word == "SEGV") {
        if (contains(report, "address points to the zero page") || at_zero_page(rest)) return "null-dereference";
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

// "is located 4 bytes to the right of 24-byte region" (g++'s runtime; clang's
// says "after", "before"): "4 bytes past a 24-byte region".
std::string heap_region(std::string_view line) {
    const std::string_view key = "is located ";
    for (std::size_t at = line.find(key); at != std::string_view::npos; at = line.find(key, at + 1)) {
        std::string_view s = line.substr(at + key.size());
        const std::string_view offset = leading_digits(s, 10, 21);
        if (offset.empty() || offset.size() > 20 || !starts_with(s.substr(offset.size()), " bytes ")) continue;
        s.remove_prefix(offset.size() + 7);
        const std::pair<std::string_view, const char*> sides[] = {
            {"to the right of ", "past"}, {"to the left of ", "before"}, {"inside of ", "into"},
            {"after ", "past"},           {"before ", "before"}};
        for (const auto& [side, where] : sides) {
            if (!starts_with(s, side)) continue;
            const std::string_view rest = s.substr(side.size());
            const std::string_view size = leading_digits(rest, 10, 21);
            if (size.empty() || size.size() > 20 || !starts_with(rest.substr(size.size()), "-byte region")) break;
            return std::string(offset) + (offset == "1" ? " byte " : " bytes ") + where + " a " + std::string(size) +
                   "-byte region";
        }
    }
    return "";
}

// "'a' (line 5) <== Memory access at offset 44 overflows this variable":
// "past the end of the local 'a'".
std::string local_region(std::string_view line) {
    const std::size_t open = line.find('\'');
    if (open == std::string_view::npos) return "";
    const std::size_t close = line.find('\'', open + 1);
    if (close == std::string_view::npos) return "";
    const std::string_view key = "<== Memory access at offset ";
    for (std::size_t at = line.find(key, close + 1); at != std::string_view::npos; at = line.find(key, at + 1)) {
        std::string_view s = line.substr(at + key.size());
        const std::string_view offset = leading_digits(s, 10, s.size());
        if (offset.empty() || !starts_with(s.substr(offset.size()), " ")) continue;
        s.remove_prefix(offset.size() + 1);
        if (starts_with(s, "partially ")) s.remove_prefix(10);
        const bool over = starts_with(s, "overflows this variable");
        if (!over && !starts_with(s, "underflows this variable")) continue;
        return std::string(over ? "past the end of" : "before the start of") + " the local '" +
               bounded(line.substr(open + 1, close - open - 1), 200) + "'";
    }
    return "";
}

// ASan's line on where the address lies, said shortly.
std::string region_of(std::string_view line) {
    if (line.size() > k_max_line) return "";
    if (std::string heap = heap_region(line); !heap.empty()) return heap;
    return local_region(line);
}

// "file:LINE:COLUMN" (UBSan) or "file:LINE" (addr2line): the file and the
// line, if the line is a number that fits (0 for addr2line's "??:0").
std::optional<std::pair<std::string_view, int>> file_and_line(std::string_view where, bool with_column) {
    if (where.size() > k_max_line) return std::nullopt;
    if (with_column) {
        const std::size_t colon = where.rfind(':');
        if (colon == std::string_view::npos) return std::nullopt;
        const std::string_view column = where.substr(colon + 1);
        if (column.empty() || leading_digits(column, 10, column.size()).size() != column.size()) return std::nullopt;
        where = where.substr(0, colon);
    }
    const std::size_t colon = where.rfind(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const auto line = parse_number<int>(where.substr(colon + 1));
    if (!line) return std::nullopt;
    return std::pair{where.substr(0, colon), *line};
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
        const std::string_view message = head.substr(at + 17);
        r.detail = bounded(message, k_max_detail);
        r.kind = ubsan_kind(message.substr(0, k_max_line));
        if (auto place = file_and_line(head.substr(0, at), true)) {
            r.ub_file = std::string(place->first);
            r.ub_line = place->second;
        }
        while (i < lines.size() && !is_frame(lines[i]) && !contains(lines[i], "SUMMARY:"))
            ++i;
        r.stack = take_frames(lines, i);
        return r;
    }
    r.kind = asan_kind(head, text.substr(0, offset), text.substr(offset));
    for (; i < lines.size() && !contains(lines[i], "SUMMARY: "); ++i) {
        const std::string_view line = lines[i];
        if (starts_with(line, "READ of size ") || starts_with(line, "WRITE of size ")) {
            const std::size_t verb = line.find(' ');
            const std::string_view size = leading_digits(line.substr(verb + 9), 10, 21);
            if (!size.empty() && size.size() <= 20) r.detail = std::string(line.substr(0, verb)) + " of size " + std::string(size);
        } else if (contains(line, "The signal is caused by a ")) {
            if (contains(line, "caused by a READ memory access")) r.detail = "a READ";
            else if (contains(line, "caused by a WRITE memory access")) r.detail = "a WRITE";
        } else if (is_frame(line) && r.stack.empty() && r.origins.empty()) {
            r.stack = take_frames(lines, i);
            --i;
        } else if (contains(line, " by thread ") && line.back() == ':') {
            SanitizerReport::Origin origin;
            origin.verb = contains(line, "freed by") ? "freed" : "allocated";
            ++i;
            origin.stack = take_frames(lines, i);
            --i;
            if (r.origins.size() < k_max_origins) r.origins.push_back(std::move(origin));
        } else if (r.region.empty()) {
            r.region = region_of(line);
        }
    }
    return r;
}

Symbols parse_addr2line(std::string_view output) {
    Symbols symbols;
    std::vector<SourcePlace>* current = nullptr;
    const std::vector<std::string_view> lines = split_lines(output);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (starts_with(lines[i], "0x")) {
            const auto address = parse_number<std::uint64_t>(lines[i].substr(2), 16);
            current = address ? &symbols[*address] : nullptr;
            continue;
        }
        if (!current || i + 1 >= lines.size()) continue;
        SourcePlace p;
        p.function = bounded(lines[i], k_max_function);
        // "file:LINE" or "file:LINE (discriminator N)"; "??:?" is no place.
        std::string_view where = lines[++i];
        if (const std::size_t d = where.rfind(" (discriminator "); d != std::string_view::npos && where.back() == ')')
            where = where.substr(0, d);
        if (auto place = file_and_line(where, false)) {
            p.file = std::string(place->first);
            p.line = place->second;
        }
        if (current->size() < k_max_places) current->push_back(std::move(p));
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
