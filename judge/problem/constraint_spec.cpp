#include "constraint_spec.hpp"
#include "constraint_charset.hpp"
#include "constraint_number.hpp"
#include "replace_all.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace judge {
namespace {

using Int = std::int64_t;
constexpr Int k_big = k_constraint_big;

std::string replaced(std::string s, const std::string& from, const std::string& to) {
    replace_all(s, from, to);
    return s;
}

// One line in a form the reader takes: ASCII comparisons, single spaces, no
// final full stop.
std::string normalized(std::string s) {
    s = replaced(s, "\xe2\x89\xa4", "<=");  // U+2264
    s = replaced(s, "\xe2\x89\xa5", ">=");  // U+2265
    s = replaced(s, "\xe2\x88\x92", "-");   // U+2212
    s = replaced(s, "\xc3\x97", "*");       // U+00D7
    s = replaced(s, "`", "");
    std::string out;
    for (char c : s) {
        if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
        out += c;
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == '.')) out.pop_back();
    return out;
}

std::string trim(std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    std::size_t start = 0;
    while (start < s.size() && s[start] == ' ') ++start;
    return s.substr(start);
}

std::vector<std::string> split(const std::string& s, char by) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t at; (at = s.find(by, start)) != std::string::npos; start = at + 1)
        out.push_back(trim(s.substr(start, at - start)));
    out.push_back(trim(s.substr(start)));
    return out;
}

struct Target {
    std::string param;
    int depth = 0;     // which depth's length, or the values' depth
    bool length = false;
};

struct Reader {
    const Signature& sig;
    ConstraintSpec& spec;
    std::map<std::string, std::vector<Target>> aliases;  // m -> grid's length at depth 0

    const Parameter* param(const std::string& name) const {
        for (const auto& p : sig.params)
            if (p.name == name) return &p;
        return nullptr;
    }
    std::vector<const Parameter*> node_params() const {
        std::vector<const Parameter*> out;
        for (const auto& p : sig.params)
            if (p.type.uses(TypeKind::ListNode) || p.type.uses(TypeKind::TreeNode)) out.push_back(&p);
        return out;
    }
    static int list_depth(const TypeSpec& t) {
        int d = 0;
        for (const TypeSpec* x = &t; x->kind == TypeKind::List; x = x->element.get()) ++d;
        return d;
    }
    static const TypeSpec& at_depth(const TypeSpec& t, int depth) {
        const TypeSpec* x = &t;
        for (int d = 0; d < depth && x->kind == TypeKind::List; ++d) x = x->element.get();
        return *x;
    }

    // "nums.length", "nums[i]", "grid[i][j]", "strs[i].length", "Node.val", "target", "m".
    std::vector<Target> subject(std::string s) const {
        s = trim(s);
        if (auto it = aliases.find(s); it != aliases.end()) return it->second;
        if (s == "Node.val" || s == "node.val" || s == "Node.value") {
            std::vector<Target> out;
            for (const Parameter* p : node_params()) out.push_back({p->name, 0, false});
            return out;
        }
        std::size_t name_end = 0;
        while (name_end < s.size() && (std::isalnum(static_cast<unsigned char>(s[name_end])) || s[name_end] == '_')) ++name_end;
        const Parameter* p = param(s.substr(0, name_end));
        if (!p) return {};
        std::string rest = s.substr(name_end);
        int depth = 0;
        while (rest.size() >= 3 && rest[0] == '[') {
            const std::size_t close = rest.find(']');
            if (close == std::string::npos) return {};
            ++depth;
            rest = rest.substr(close + 1);
        }
        bool length = false;
        if (rest == ".length" || rest == ".size" || rest == ".length()" || rest == ".size()") length = true;
        else if (!rest.empty()) return {};
        if (p->type.uses(TypeKind::ListNode) || p->type.uses(TypeKind::TreeNode)) return {};
        const int lists = list_depth(p->type);
        if (length) {
            const TypeSpec& t = at_depth(p->type, depth);
            if (depth > lists || (t.kind != TypeKind::List && t.kind != TypeKind::String)) return {};
            return {{p->name, depth, true}};
        }
        if (depth != lists) return {};
        const TypeKind k = at_depth(p->type, depth).kind;
        if (k != TypeKind::Int && k != TypeKind::Long && k != TypeKind::Double) return {};
        return {{p->name, depth, false}};
    }

    // Narrows each target's bounds to r; false, and nothing changed, when a
    // target's bounds and r have nothing in common (two sentences that
    // contradict each other: no input meets both).
    bool apply(const std::vector<Target>& targets, Range r) {
        for (const Target& t : targets) {
            auto it = spec.params.find(t.param);
            if (it == spec.params.end()) continue;
            const ParamBounds& b = it->second;
            std::optional<Range> cur;
            if (t.length) {
                if (auto l = b.lengths.find(t.depth); l != b.lengths.end()) cur = l->second;
            } else {
                cur = b.values;
            }
            if (cur && (std::max(cur->lo, r.lo) > std::min(cur->hi, r.hi))) return false;
        }
        for (const Target& t : targets) {
            ParamBounds& b = spec.params[t.param];
            if (t.length) {
                Range& cur = b.lengths.try_emplace(t.depth, Range{0, k_big}).first->second;
                cur = {std::max(cur.lo, r.lo), std::min(cur.hi, r.hi)};
            } else {
                Range cur = b.values.value_or(Range{-k_big, k_big});
                b.values = Range{std::max(cur.lo, r.lo), std::min(cur.hi, r.hi)};
            }
        }
        return true;
    }

    // "m == grid.length", "n == grid[i].length", "n == matrix.length == matrix[i].length".
    bool alias(const std::string& line) {
        std::vector<std::string> parts;
        std::size_t start = 0;
        for (std::size_t at; (at = line.find("==", start)) != std::string::npos; start = at + 2)
            parts.push_back(trim(line.substr(start, at - start)));
        parts.push_back(trim(line.substr(start)));
        if (parts.size() < 2) return false;
        // A number on one side ("board.length == 9", "n == 2"): the others are
        // exactly it, a length or a value; not an alias named "9".
        for (const std::string& part : parts)
            if (const auto fixed = constraint_number(part)) {
                std::vector<Target> targets;
                for (const std::string& other : parts) {
                    if (&other == &part) continue;
                    if (constraint_number(other)) return false;
                    auto t = subject(other);
                    if (t.size() != 1) return false;
                    targets.push_back(t[0]);
                }
                for (const Target& t : targets)
                    if (t.length && t.depth == 1) spec.params[t.param].rectangular = true;
                return apply(targets, Range{*fixed, *fixed});
            }
        // The bare name ("m") on either side: "m == grid.length" or "nums1.length == m".
        auto bare = [&](const std::string& x) {
            return !x.empty() && !param(x) &&
                   std::all_of(x.begin(), x.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
        };
        if (!bare(parts.front()) && bare(parts.back())) std::reverse(parts.begin(), parts.end());
        const std::string name = parts[0];
        if (!bare(name)) return false;
        std::vector<Target> targets;
        for (std::size_t k = 1; k < parts.size(); ++k) {
            auto t = subject(parts[k]);
            if (t.size() != 1 || !t[0].length) return false;
            targets.push_back(t[0]);
        }
        for (const Target& t : targets) {
            ParamBounds& b = spec.params[t.param];
            if (t.depth == 1) b.rectangular = true;
        }
        if (targets.size() == 2 && targets[0].param == targets[1].param && targets[0].depth != targets[1].depth)
            spec.params[targets[0].param].square = true;
        auto& list = aliases[name];
        list.insert(list.end(), targets.begin(), targets.end());
        return true;
    }

    // "A <= X <= B", "A < X", "X <= B", with X one subject or several ("m, n").
    bool chain(const std::string& line) {
        std::vector<std::string> pieces;
        std::vector<std::string> ops;
        std::size_t start = 0;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] == '<' || line[i] == '>') {
                pieces.push_back(trim(line.substr(start, i - start)));
                std::string op(1, line[i]);
                if (i + 1 < line.size() && line[i + 1] == '=') op += '=', ++i;
                ops.push_back(op);
                start = i + 1;
            }
        }
        pieces.push_back(trim(line.substr(start)));
        if (ops.empty() || ops.size() > 2) return false;
        const bool down = ops[0][0] == '>';
        for (const auto& op : ops)
            if ((op[0] == '>') != down) return false;
        if (down) {
            std::reverse(pieces.begin(), pieces.end());
            std::reverse(ops.begin(), ops.end());
        }
        auto strict = [](const std::string& op) { return op.size() == 1; };
        // Which piece is the subject: the one that is not a number.
        int subject_at = -1;
        for (std::size_t k = 0; k < pieces.size(); ++k)
            if (!constraint_number(pieces[k])) {
                if (subject_at >= 0) return false;
                subject_at = static_cast<int>(k);
            }
        if (subject_at < 0) return false;
        std::vector<Target> targets;
        for (const std::string& one : split(pieces[static_cast<std::size_t>(subject_at)], ',')) {
            auto t = subject(one);
            if (t.empty()) return false;
            targets.insert(targets.end(), t.begin(), t.end());
        }
        Range r{-k_big, k_big};
        if (subject_at > 0) r.lo = *constraint_number(pieces[static_cast<std::size_t>(subject_at) - 1]) + (strict(ops[static_cast<std::size_t>(subject_at) - 1]) ? 1 : 0);
        if (static_cast<std::size_t>(subject_at) + 1 < pieces.size())
            r.hi = *constraint_number(pieces[static_cast<std::size_t>(subject_at) + 1]) - (strict(ops[static_cast<std::size_t>(subject_at)]) ? 1 : 0);
        if (r.lo > r.hi) return false;
        return apply(targets, r);
    }

    // "nums[i] is either 0, 1, or 2", "x is 0 or 1": whole numbers that run
    // without a gap, honoured as their range.
    bool either(const std::string& line) {
        const std::string lower = lowered(line);
        const std::size_t is = lower.find(" is ");
        if (is == std::string::npos) return false;
        const std::vector<Target> targets = subject(line.substr(0, is));
        if (targets.empty() || targets[0].length) return false;
        std::string rest = lower.substr(is + 4);
        if (rest.rfind("either ", 0) == 0) rest = rest.substr(7);
        while (!rest.empty() && (rest.back() == '.' || rest.back() == ' ')) rest.pop_back();
        rest = replaced(replaced(rest, ", or ", ","), " or ", ",");
        std::vector<std::int64_t> values;
        for (const std::string& one : split(rest, ',')) {
            const auto v = constraint_number(trim(one));
            if (!v) return false;
            values.push_back(*v);
        }
        if (values.size() < 2) return false;
        std::sort(values.begin(), values.end());
        for (std::size_t k = 1; k < values.size(); ++k)
            if (values[k] != values[k - 1] + 1) return false;
        return apply(targets, {values.front(), values.back()});
    }

    // "The number of nodes in the list is in the range [0, 5000]".
    bool node_count(const std::string& line) {
        const std::string lower = lowered(line);
        if (lower.find("number of nodes") == std::string::npos) return false;
        const std::size_t open = line.find('['), comma = line.find(',', open), close = line.find(']', comma);
        if (open == std::string::npos || comma == std::string::npos || close == std::string::npos) {
            // "The number of nodes in the tree is n": n names its count.
            const std::size_t is = lower.rfind(" is ");
            if (is == std::string::npos) return false;
            const std::string name = trim(line.substr(is + 4));
            if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); })) return false;
            for (const Parameter* p : node_params()) aliases[name].push_back({p->name, 0, true});
            return !node_params().empty();
        }
        auto lo = constraint_number(trim(line.substr(open + 1, comma - open - 1)));
        auto hi = constraint_number(trim(line.substr(comma + 1, close - comma - 1)));
        if (!lo || !hi || *lo > *hi || node_params().empty()) return false;
        std::vector<Target> counts;
        for (const Parameter* p : node_params()) counts.push_back({p->name, 0, true});
        return apply(counts, {*lo, *hi});
    }

    static std::string lowered(std::string s) {
        for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    }

    // The params a sentence names by word ("nums", "nums1 and nums2", "s").
    std::vector<std::string> named(const std::string& text) const {
        std::vector<std::string> out;
        std::string word;
        auto flush = [&] {
            if (!word.empty() && param(word) && std::find(out.begin(), out.end(), word) == out.end()) out.push_back(word);
            word.clear();
        };
        for (char c : text) {
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') word += c;
            else flush();
        }
        flush();
        return out;
    }

    // "s consists of lowercase English letters and digits", "grid[i][j] is '0' or '1'".
    bool characters(const std::string& line) {
        const std::string lower = lowered(line);
        const bool consists = lower.find("consist") != std::string::npos;
        const bool is_quoted = !consists && lower.find(" is ") != std::string::npos && line.find('\'') != std::string::npos;
        if (!consists && !is_quoted) return false;
        const std::size_t verb = consists ? lower.find("consist") : lower.find(" is ");
        std::vector<std::string> who = named(line.substr(0, verb));
        if (who.empty()) return false;
        for (const auto& w : who) {
            const TypeKind k = at_depth(param(w)->type, list_depth(param(w)->type)).kind;
            if (k != TypeKind::String && k != TypeKind::Char) return false;
        }
        const std::string set = characters_named(lower.substr(verb), line.substr(verb));
        if (set.empty()) return false;
        for (const auto& w : who) spec.params[w].charset = set;
        return true;
    }

    // "All the integers of nums are unique", "nums is sorted in ascending order".
    bool shape(const std::string& line) {
        const std::string lower = lowered(line);
        // "All the integers of nums are unique", "nums contains distinct values":
        // not "k is in the range [1, the number of unique elements]".
        const bool unique = (lower.find(" are unique") != std::string::npos || lower.find(" are distinct") != std::string::npos ||
                             lower.find("distinct values") != std::string::npos || lower.find("distinct integers") != std::string::npos ||
                             lower.find("distinct elements") != std::string::npos || lower.rfind("all ", 0) == 0) &&
                            (lower.find("unique") != std::string::npos || lower.find("distinct") != std::string::npos) &&
                            lower.find("range") == std::string::npos && lower.find("number of") == std::string::npos;
        const bool sorted = lower.find("sorted in") != std::string::npos &&
                            (lower.find("ascending") != std::string::npos || lower.find("non-decreasing") != std::string::npos);
        if (!unique && !sorted) return false;
        if (lower.find("pair") != std::string::npos || lower.find("answer") != std::string::npos) return false;
        std::vector<std::string> who = named(line);
        if (who.empty() && unique && (lower.find("tree") != std::string::npos || lower.find("list") != std::string::npos ||
                                      lower.find("node.val") != std::string::npos))
            for (const Parameter* p : node_params()) who.push_back(p->name);
        if (who.empty()) return false;
        for (const auto& w : who) {
            if (unique) spec.params[w].distinct = true;
            if (sorted) spec.params[w].sorted = true;
        }
        return true;
    }
};

}  // namespace

ConstraintSpec read_constraints(const std::vector<std::string>& lines, const Signature& signature) {
    ConstraintSpec spec;
    Reader r{signature, spec, {}};
    std::vector<std::string> rest;
    for (const std::string& raw : lines) {  // aliases first: "1 <= m, n <= 300" may come before "m == grid.length"
        const std::string line = normalized(raw);
        // "cols = grid[i].length" says what "cols == grid[i].length" says.
        std::string equal = line;
        if (equal.find("==") == std::string::npos && equal.find(" = ") != std::string::npos) equal = replaced(equal, " = ", " == ");
        if (equal.find("==") != std::string::npos && equal.find('<') == std::string::npos && r.alias(equal))
            spec.honoured.push_back(raw);
        else
            rest.push_back(raw);
    }
    for (const std::string& raw : rest) {
        const std::string line = normalized(raw);
        const bool done = r.node_count(line) || r.chain(line) || r.characters(line) || r.shape(line) || r.either(line);
        (done ? spec.honoured : spec.not_honoured).push_back(raw);
    }
    return spec;
}

}  // namespace judge
