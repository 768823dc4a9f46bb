// LeetCode literal syntax: the scanner (leetcode_scanner.hpp) and one set of
// formatters, shared by the judge (which validates test files) and by every
// generated driver (which reads its arguments and prints its result). Self-contained standard
// C++ so that it compiles inside a submission's translation unit.
#pragma once

#include "leetcode_scanner.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace lcio {

// ---- formatting: the canonical LeetCode spelling of each primitive ----

inline std::string format_integer(long long v) {
    return std::to_string(v);
}
inline std::string format_bool(bool v) {
    return v ? "true" : "false";
}
inline std::string format_double(double v) {
    char buf[64];
    int size = std::snprintf(buf, sizeof buf, "%.5f", v);
    std::string s;
    if (size >= 0 && static_cast<std::size_t>(size) < sizeof buf) {
        s.assign(buf, static_cast<std::size_t>(size));
    } else {  // 1e300 has 301 digits before the point
        s.assign(static_cast<std::size_t>(size), '\0');
        std::snprintf(s.data(), s.size() + 1, "%.5f", v);
    }
    return s == "-0.00000" ? "0.00000" : s;
}
// A returned double as the driver writes it: LeetCode's five decimals
// ("2.50000") when they hold the value exactly, else as many as it takes to
// read the same double back ("1.000006"), so a tolerance is applied to the
// value returned, not to its rounding (1 + 6e-6 is within 1e-5 of 1; printed
// to five decimals it would be 1.00001, 1e-5 away).
inline std::string format_double_answer(double v) {
    if (v == 0 || !std::isfinite(v)) return format_double(v);
    char buf[400];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    if (ec != std::errc()) return format_double(v);  // past 400 digits: as before
    std::string s(buf, end);
    const std::size_t point = s.find('.');
    const std::size_t decimals = point == std::string::npos ? 0 : s.size() - point - 1;
    if (point == std::string::npos) s += '.';
    if (decimals < 5) s.append(5 - decimals, '0');
    return s;
}
inline std::string quote_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(c));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

// ---- static reading and writing, for generated drivers ----

template <class T>
struct Literal;

template <>
struct Literal<int> {
    static int read(Scanner& s) { return static_cast<int>(s.read_integer(-2147483648LL, 2147483647LL, "int")); }
    static void write(std::string& out, int v) { out += format_integer(v); }
};
template <>
struct Literal<long long> {
    static long long read(Scanner& s) {
        return s.read_integer(-9223372036854775807LL - 1, 9223372036854775807LL, "long long");
    }
    static void write(std::string& out, long long v) { out += format_integer(v); }
};
template <>
struct Literal<double> {
    static double read(Scanner& s) { return s.read_double(); }
    static void write(std::string& out, double v) { out += format_double_answer(v); }
};
template <>
struct Literal<bool> {
    static bool read(Scanner& s) { return s.read_bool(); }
    static void write(std::string& out, bool v) { out += format_bool(v); }
};
template <>
struct Literal<char> {
    static char read(Scanner& s) { return s.read_char(); }
    static void write(std::string& out, char v) { out += quote_string(std::string_view(&v, 1)); }
};
template <>
struct Literal<std::string> {
    static std::string read(Scanner& s) { return s.read_string(); }
    static void write(std::string& out, const std::string& v) { out += quote_string(v); }
};
template <class E>
struct Literal<std::vector<E>> {
    static std::vector<E> read(Scanner& s) {
        std::vector<E> v;
        s.begin_list();
        while (s.next_element())
            v.push_back(Literal<E>::read(s));
        return v;
    }
    static void write(std::string& out, const std::vector<E>& v) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out += ',';
            Literal<E>::write(out, v[i]);
        }
        out += ']';
    }
};

// null or a T: a tree's level order as a validator reads it
// (std::vector<std::optional<int>>: [3,9,20,null,null,15,7]).
template <class T>
struct Literal<std::optional<T>> {
    static std::optional<T> read(Scanner& s) {
        if (s.try_null()) return std::nullopt;
        return Literal<T>::read(s);
    }
    static void write(std::string& out, const std::optional<T>& v) {
        if (v)
            Literal<T>::write(out, *v);
        else
            out += "null";
    }
};

}  // namespace lcio
