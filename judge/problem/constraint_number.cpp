#include "constraint_number.hpp"

#include <cctype>

namespace judge {
namespace {

using Int = std::int64_t;
constexpr Int k_big = k_constraint_big;

// An integer expression: 10^4, -10^9, 2 * 10^5, 2^31 - 1, 5 * 10^4 + 1.
struct Expr {
    const std::string& s;
    std::size_t i = 0;
    bool ok = true;

    void skip() {
        while (i < s.size() && s[i] == ' ') ++i;
    }
    static Int clamp(__int128 v) { return v > k_big ? k_big : v < -k_big ? -k_big : static_cast<Int>(v); }
    Int atom() {
        skip();
        if (i < s.size() && s[i] == '(') {
            ++i;
            Int v = sum();
            skip();
            if (i < s.size() && s[i] == ')') ++i;
            else ok = false;
            return v;
        }
        if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i]))) {
            ok = false;
            return 0;
        }
        __int128 v = 0;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
            v = v * 10 + (s[i++] - '0');
            if (v > k_big) v = k_big;
        }
        // "100.0": a whole number written as a decimal ("-100.0 < x < 100.0").
        if (i + 1 < s.size() && s[i] == '.' && std::isdigit(static_cast<unsigned char>(s[i + 1]))) {
            for (++i; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i)
                if (s[i] != '0') ok = false;
        }
        return clamp(v);
    }
    Int power() {
        Int base = atom();
        skip();
        if (i < s.size() && s[i] == '^') {
            ++i;
            skip();
            bool negative = i < s.size() && s[i] == '-';
            if (negative) ++i;
            Int e = atom();
            if (negative || e > 62) {
                ok = ok && !negative;
                return k_big;
            }
            __int128 v = 1;
            for (Int k = 0; k < e && v <= k_big; ++k) v *= base;
            return clamp(v);
        }
        return base;
    }
    Int unary() {
        skip();
        if (i < s.size() && s[i] == '-') {
            ++i;
            return -unary();
        }
        return power();
    }
    Int product() {
        Int v = unary();
        for (;;) {
            skip();
            if (i < s.size() && s[i] == '*') {
                ++i;
                v = clamp(static_cast<__int128>(v) * unary());
            } else {
                return v;
            }
        }
    }
    Int sum() {
        Int v = product();
        for (;;) {
            skip();
            if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
                const char op = s[i++];
                const Int w = product();
                v = clamp(op == '+' ? static_cast<__int128>(v) + w : static_cast<__int128>(v) - w);
            } else {
                return v;
            }
        }
    }
};

}  // namespace

std::optional<std::int64_t> constraint_number(const std::string& text) {
    Expr e{text};
    Int v = e.sum();
    e.skip();
    if (!e.ok || e.i != text.size()) return std::nullopt;
    return v;
}


}  // namespace judge
