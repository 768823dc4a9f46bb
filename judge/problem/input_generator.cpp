#include "input_generator.hpp"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <optional>
#include <set>

#include "leetcode_io.hpp"
#include "random_draw.hpp"

namespace judge {
namespace {

constexpr Range k_default_length{1, 10};
constexpr Range k_default_values{-100, 100};
const std::string k_default_charset = "abcdefghijklmnopqrstuvwxyz";

int list_depth(const TypeSpec& t) {
    int d = 0;
    for (const TypeSpec* x = &t; x->kind == TypeKind::List; x = x->element.get()) ++d;
    return d;
}

const TypeSpec& innermost(const TypeSpec& t) {
    const TypeSpec* x = &t;
    while (x->kind == TypeKind::List) x = x->element.get();
    return *x;
}

bool has_length(const TypeSpec& t, int depth) {
    const TypeSpec* x = &t;
    for (int d = 0; d < depth; ++d) {
        if (x->kind != TypeKind::List) return false;
        x = x->element.get();
    }
    return x->kind == TypeKind::List || x->kind == TypeKind::String || x->kind == TypeKind::ListNode ||
           x->kind == TypeKind::TreeNode;
}

class Drawer {
public:
    // int32: the values are int (or a node's), so bounds past 32 bits are cut
    // to them before drawing (not each value after: that would pile them
    // on the two ends).
    Drawer(const ParamBounds& b, DrawSize size, lcgen::Random& rng, bool int32, IntegerPin pin)
        : m_b(b), m_size(size), m_rng(rng), m_int32(int32), m_pin(pin) {}

    std::string value(const TypeSpec& t) {
        m_whole_parameter = t.kind == TypeKind::Int || t.kind == TypeKind::Long;
        std::string out = draw(t, 0, m_budget);
        m_whole_parameter = false;
        return out;
    }

private:
    const ParamBounds& m_b;
    DrawSize m_size;
    lcgen::Random& m_rng;
    bool m_int32;
    IntegerPin m_pin;
    std::int64_t m_budget = k_max_cells;
    std::map<int, std::int64_t> m_fixed;  // a grid's one length per depth
    std::optional<std::int64_t> m_one;    // largest_equal: the one value
    std::optional<char> m_one_char;       // and the one character
    bool m_whole_parameter = false;       // drawing a parameter that is one integer

    std::int64_t uniform(std::int64_t lo, std::int64_t hi) { return m_rng.choose(lo, hi); }
    double unit() { return m_rng.unit(); }

    Range length_range(int depth) const {
        auto it = m_b.lengths.find(depth);
        Range r = it != m_b.lengths.end() ? it->second : k_default_length;
        if (r.hi > 10'000'000) r.hi = std::max<std::int64_t>(r.lo, 10'000'000);
        return r;
    }
    Range value_range() const {
        Range r = m_b.values.value_or(k_default_values);
        if (m_int32) r = {std::clamp<std::int64_t>(r.lo, INT32_MIN, INT32_MAX), std::clamp<std::int64_t>(r.hi, INT32_MIN, INT32_MAX)};
        return r;
    }

    // A few values near zero when the range holds it, else its lowest ten.
    static Range small_window(Range r) {
        if (r.lo <= 0 && r.hi >= 0) return {std::max<std::int64_t>(r.lo, -5), std::min<std::int64_t>(r.hi, 5)};
        if (r.hi < 0) return {std::max(r.lo, r.hi - 9), r.hi};
        return {r.lo, std::min(r.hi, r.lo + 9)};
    }

    std::int64_t pick_length(int depth, std::int64_t budget, std::int64_t per_item) {
        if (m_b.square && depth == 1 && m_fixed.count(0)) return m_fixed[0];
        if ((m_b.rectangular || m_b.square) && m_fixed.count(depth)) return m_fixed[depth];
        const Range r = length_range(depth);
        const std::int64_t cap = std::max<std::int64_t>(r.lo, std::min<std::int64_t>(r.hi, budget / std::max<std::int64_t>(per_item, 1)));
        std::int64_t n = r.lo;
        switch (m_size) {
            case DrawSize::smallest: n = r.lo; break;
            case DrawSize::small: n = uniform(r.lo, std::min(cap, r.lo + 6)); break;
            case DrawSize::random: n = m_rng.biased(r.lo, cap); break;
            case DrawSize::largest:
            case DrawSize::largest_equal: n = cap; break;
        }
        if (m_b.square && depth == 0) {  // n x n within the budget
            const auto side = static_cast<std::int64_t>(std::sqrt(static_cast<double>(std::max<std::int64_t>(budget, 1))));
            n = std::max(r.lo, std::min(n, side));
        }
        if (m_b.rectangular || m_b.square) m_fixed[depth] = n;
        return n;
    }

    std::int64_t draw_int() {
        if (m_size == DrawSize::largest_equal) {
            if (!m_one) m_one = uniform(value_range().lo, value_range().hi);
            return *m_one;
        }
        const Range r = value_range();
        if (m_whole_parameter && m_pin == IntegerPin::zero) return std::clamp<std::int64_t>(0, r.lo, r.hi);
        if (m_whole_parameter && m_pin == IntegerPin::top) return r.hi;
        if (m_size == DrawSize::smallest) return r.lo;
        // Now and then an extreme: the bounds themselves.
        const double u = unit();
        // A small test's integer parameter (numRows, k, n) is mostly small
        // too: its lower bound (numRows = 1, k = 1) and the few values above
        // it are where such bugs live.
        if (m_size == DrawSize::small && m_whole_parameter && u < 0.75) {
            if (u < 0.30) return r.lo;
            const Range w = small_window(r);
            return uniform(w.lo, w.hi);
        }
        if (u < 0.05) return r.lo;
        if (u < 0.10) return r.hi;
        return uniform(r.lo, r.hi);
    }

    std::string scalar(const TypeSpec& t) {
        switch (t.kind) {
            case TypeKind::Int: return lcio::format_integer(std::clamp<std::int64_t>(draw_int(), INT32_MIN, INT32_MAX));
            case TypeKind::Long: return lcio::format_integer(draw_int());
            case TypeKind::Double: {
                const Range r = value_range();
                return lcio::format_double(static_cast<double>(r.lo) + unit() * static_cast<double>(r.hi - r.lo));
            }
            case TypeKind::Bool: return uniform(0, 1) ? "true" : "false";
            case TypeKind::Char: return lcio::quote_string(std::string(1, character()));
            default: return "null";
        }
    }

    char character() {
        const std::string& set = m_b.charset.empty() ? k_default_charset : m_b.charset;
        if (m_size == DrawSize::largest_equal && m_one_char) return *m_one_char;
        const char c = set[static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(set.size()) - 1))];
        if (m_size == DrawSize::largest_equal) m_one_char = c;
        return c;
    }

    // Values for a list of n scalars, distinct and sorted where the constraints say.
    std::vector<std::int64_t> int_values(std::int64_t n) {
        std::vector<std::int64_t> out;
        const Range r = value_range();
        if (m_b.distinct) {
            out = m_rng.distinct(n, r.lo, r.hi);
        } else {
            for (std::int64_t i = 0; i < n; ++i) out.push_back(draw_int());
        }
        if (m_b.sorted) std::sort(out.begin(), out.end());
        return out;
    }

    std::string draw(const TypeSpec& t, int depth, std::int64_t budget) {
        switch (t.kind) {
            case TypeKind::String: {
                const std::int64_t n = pick_length(depth, budget, 1);
                std::string s;
                for (std::int64_t i = 0; i < n; ++i) s += character();
                return lcio::quote_string(s);
            }
            case TypeKind::ListNode: {
                const std::int64_t n = pick_length(depth, budget, 1);
                std::string out = "[";
                for (std::int64_t v : int_values(n))
                    out += (out.size() > 1 ? "," : "") + lcio::format_integer(std::clamp<std::int64_t>(v, INT32_MIN, INT32_MAX));
                return out + "]";
            }
            case TypeKind::TreeNode: return tree(pick_length(depth, budget, 1));
            case TypeKind::List: {
                const TypeSpec& e = *t.element;
                std::int64_t per_item = 1;
                for (int d = depth + 1; has_length(t, d - depth) && d < depth + 8; ++d) per_item *= std::max<std::int64_t>(length_range(d).lo, 1);
                const std::int64_t n = pick_length(depth, budget, per_item);
                std::string out = "[";
                if (e.kind == TypeKind::Int || e.kind == TypeKind::Long) {
                    for (std::int64_t v : int_values(n)) {
                        if (e.kind == TypeKind::Int) v = std::clamp<std::int64_t>(v, INT32_MIN, INT32_MAX);
                        out += (out.size() > 1 ? "," : "") + lcio::format_integer(v);
                    }
                    return out + "]";
                }
                const std::int64_t each = std::max<std::int64_t>(budget / std::max<std::int64_t>(n, 1), 1);
                std::set<std::string> seen;
                for (std::int64_t i = 0; i < n; ++i) {
                    std::string item = e.kind == TypeKind::List || e.kind == TypeKind::String ? draw(e, depth + 1, each) : scalar(e);
                    if (m_b.distinct && depth == 0) {
                        for (int tries = 0; !seen.insert(item).second && tries < 20; ++tries)
                            item = e.kind == TypeKind::List || e.kind == TypeKind::String ? draw(e, depth + 1, each) : scalar(e);
                    }
                    out += (out.size() > 1 ? "," : "") + item;
                }
                return out + "]";
            }
            default: return scalar(t);
        }
    }

    // A random binary tree of n nodes, in LeetCode's level order.
    std::string tree(std::int64_t n) {
        if (n <= 0) return "[]";
        const lcgen::Random::TreeShape shape = m_rng.tree_shape(n);
        const std::vector<std::int64_t> drawn = int_values(n);
        std::vector<std::int64_t> values;
        for (std::int64_t k = 0; k < n; ++k)
            values.push_back(std::clamp<std::int64_t>(drawn[static_cast<std::size_t>(k) % drawn.size()], INT32_MIN, INT32_MAX));
        return lcgen::level_order(shape.left, shape.right, values);
    }
};

}  // namespace

std::string draw_input(const Signature& signature, const ConstraintSpec& spec, DrawSize size, std::uint64_t seed,
                       IntegerPin pin) {
    lcgen::Random rng(seed * 0x9E3779B97F4A7C15ull + 1);
    std::string out;
    // Aliases shared between parameters ("m == grid.length" and a scalar
    // m) are not tied here; each parameter is drawn within its own bounds.
    for (const auto& p : signature.params) {
        static const ParamBounds none;
        auto it = spec.params.find(p.name);
        const TypeKind inner = innermost(p.type).kind;
        const bool int32 = inner == TypeKind::Int || inner == TypeKind::ListNode || inner == TypeKind::TreeNode;
        Drawer d(it != spec.params.end() ? it->second : none, size, rng, int32, pin);
        out += d.value(p.type) + "\n";
    }
    return out;
}

std::vector<GeneratedTest> generated_set(const Signature& signature, const ConstraintSpec& spec) {
    std::vector<GeneratedTest> out;
    std::set<std::string> seen;
    auto add = [&](const std::string& name, DrawSize size, std::uint64_t seed, IntegerPin pin = IntegerPin::drawn) {
        std::string input = draw_input(signature, spec, size, seed, pin);
        if (seen.insert(input).second) out.push_back({name, std::move(input)});
    };
    add("smallest", DrawSize::smallest, 1);
    // The first two small ones with every integer parameter at 0, then at its top.
    for (int k = 1; k <= 8; ++k)
        add("small-" + std::to_string(k), DrawSize::small, 100 + static_cast<std::uint64_t>(k),
            k == 1 ? IntegerPin::zero : k == 2 ? IntegerPin::top : IntegerPin::drawn);
    for (int k = 1; k <= 8; ++k) add("random-" + std::to_string(k), DrawSize::random, 200 + static_cast<std::uint64_t>(k));
    for (int k = 1; k <= 3; ++k) add("largest-" + std::to_string(k), DrawSize::largest, 300 + static_cast<std::uint64_t>(k));
    add("largest-equal", DrawSize::largest_equal, 400);
    return out;
}

std::vector<std::string> unbounded_numbers(const Signature& signature, const ConstraintSpec& spec) {
    std::vector<std::string> out;
    for (const auto& p : signature.params) {
        const TypeKind k = p.type.kind;
        if (k != TypeKind::Int && k != TypeKind::Long && k != TypeKind::Double) continue;
        auto it = spec.params.find(p.name);
        if (it == spec.params.end() || !it->second.values) out.push_back(p.name + ": a number the constraints give no bounds");
    }
    return out;
}

std::vector<std::string> generator_notes(const Signature& signature, const ConstraintSpec& spec) {
    std::vector<std::string> notes;
    for (const auto& p : signature.params) {
        auto it = spec.params.find(p.name);
        const ParamBounds none;
        const ParamBounds& b = it != spec.params.end() ? it->second : none;
        const TypeSpec& inner = innermost(p.type);
        const bool nodes = inner.kind == TypeKind::ListNode || inner.kind == TypeKind::TreeNode;
        const int depth = list_depth(p.type) + ((inner.kind == TypeKind::String || nodes) ? 1 : 0);
        for (int d = 0; d < depth; ++d)
            if (!b.lengths.count(d) && !(b.square && d == 1 && b.lengths.count(0)))
                notes.push_back(p.name + ": no bound on the length" + (d ? " at depth " + std::to_string(d) : std::string()) +
                                ": drawn from 1 to 10");
        const bool numeric = inner.kind == TypeKind::Int || inner.kind == TypeKind::Long || inner.kind == TypeKind::Double || nodes;
        if (numeric && !b.values) notes.push_back(p.name + ": no bound on the values: drawn from -100 to 100");
        if ((inner.kind == TypeKind::String || inner.kind == TypeKind::Char) && b.charset.empty())
            notes.push_back(p.name + ": no characters named: lowercase letters drawn");
    }
    return notes;
}

}  // namespace judge
