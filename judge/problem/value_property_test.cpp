// The literal parser reads user files: properties checked on seeded random
// values of every type (formatting reads back as the same value, and is
// idempotent), and on random bytes (a value or a located ParseError, never
// another exception or a crash). Seeds are fixed: a failure is reproducible.
#include <cfloat>
#include <cmath>
#include <climits>
#include <random>
#include <type_traits>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "framing.hpp"
#include "leetcode_io.hpp"
#include "type_spec.hpp"
#include "value.hpp"

using namespace judge;

namespace {

const char* const k_types[] = {"int",
                               "long long",
                               "double",
                               "bool",
                               "char",
                               "string",
                               "vector<int>",
                               "vector<long long>",
                               "vector<double>",
                               "vector<bool>",
                               "vector<string>",
                               "vector<vector<int>>",
                               "vector<vector<char>>",
                               "vector<vector<vector<string>>>",
                               "ListNode*",
                               "TreeNode*",
                               "vector<ListNode*>",
                               "vector<TreeNode*>"};

struct Random {
    std::mt19937_64 engine;
    long long between(long long lo, long long hi) { return std::uniform_int_distribution<long long>(lo, hi)(engine); }
    bool chance(int percent) { return between(0, 99) < percent; }
    // Edges of the range as often as the middle.
    long long integer(long long lo, long long hi) {
        switch (between(0, 3)) {
            case 0: return chance(50) ? lo : hi;
            case 1: return between(-3, 3);
            default: return between(lo, hi);
        }
    }
    double real() {
        const double special[] = {0.0, -0.0, 1e300, -1e300, DBL_MAX, -DBL_MAX, DBL_MIN, 5e-324, 0.5, 2.675, 1e-6};
        if (chance(30)) return special[between(0, 10)];
        return std::ldexp(std::uniform_real_distribution<double>(-1, 1)(engine), static_cast<int>(between(-30, 1000)));
    }
    char byte() { return static_cast<char>(between(0, 255)); }
    std::string text() {
        std::string s;
        for (long long i = between(0, 12); i > 0; --i)
            s += chance(70) ? static_cast<char>(between(0x20, 0x7e)) : byte();
        return s;
    }
};

Value random_value(Random& r, const TypeSpec& type, int depth = 0) {
    switch (type.kind) {
        case TypeKind::Int: return {r.integer(INT_MIN, INT_MAX)};
        case TypeKind::Long: return {r.integer(LLONG_MIN, LLONG_MAX)};
        case TypeKind::Double: return {r.real()};
        case TypeKind::Bool: return {r.chance(50)};
        case TypeKind::Char: return {r.byte()};
        case TypeKind::String: return {r.text()};
        case TypeKind::List: {
            std::vector<Value> items;
            for (long long i = r.between(0, depth ? 4 : 8); i > 0; --i)
                items.push_back(random_value(r, *type.element, depth + 1));
            return {std::move(items)};
        }
        case TypeKind::ListNode: {
            std::vector<Value> items;
            for (long long i = r.between(0, 8); i > 0; --i)
                items.push_back({r.integer(INT_MIN, INT_MAX)});
            return {std::move(items)};
        }
        case TypeKind::TreeNode: {
            // Level order: each entry after the root a child of a node before it; no trailing null.
            std::vector<Value> items;
            if (r.chance(10)) return {std::move(items)};
            items.push_back({r.integer(-5, 5)});
            std::size_t nodes = 1;
            for (long long i = r.between(0, 12); i > 0 && (items.size() - 1) / 2 < nodes; --i) {
                if (r.chance(30)) {
                    items.push_back({Null{}});
                } else {
                    items.push_back({r.integer(INT_MIN, INT_MAX)});
                    ++nodes;
                }
            }
            while (std::holds_alternative<Null>(items.back().data))
                items.pop_back();
            return {std::move(items)};
        }
        case TypeKind::Void:
            return {Null{}};
        case TypeKind::Any:
            if (depth < 3 && r.chance(30)) return random_value(r, TypeSpec{TypeKind::List, std::make_shared<TypeSpec>(type)}, depth + 1);
            return r.chance(50) ? Value{r.integer(LLONG_MIN, LLONG_MAX)} : Value{r.text()};
    }
    return {0LL};
}

// Exact equality; doubles compared bit for bit after the formatter's
// rounding, which is what the canonical spelling promises.
bool same(const Value& a, const Value& b) {
    if (a.data.index() != b.data.index()) return false;
    if (auto x = std::get_if<std::vector<Value>>(&a.data)) {
        const auto& y = std::get<std::vector<Value>>(b.data);
        if (x->size() != y.size()) return false;
        for (std::size_t i = 0; i < x->size(); ++i)
            if (!same((*x)[i], y[i])) return false;
        return true;
    }
    if (auto x = std::get_if<double>(&a.data)) return lcio::format_double(*x) == lcio::format_double(std::get<double>(b.data));
    return std::visit(
        [&](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, std::vector<Value>>) {
                return false;  // handled above
            } else {
                return x == std::get<T>(b.data);
            }
        },
        a.data);
}

Value read_all(const std::string& text, const TypeSpec& type) {
    lcio::Scanner s(text);
    Value v = read_value(s, type);
    if (!s.at_end()) s.fail("end of input");
    return v;
}

// The canonical spelling with white space (and line breaks) after random tokens.
std::string spaced(Random& r, const std::string& canonical) {
    std::string out;
    bool in_string = false, escaped = false;
    for (char c : canonical) {
        out += c;
        if (in_string) {
            in_string = escaped || c != '"';
            escaped = !escaped && c == '\\';
            continue;
        }
        if (c == '"') {
            in_string = true;
            continue;
        }
        if ((c == '[' || c == ',' || c == ']') && r.chance(30)) out += r.chance(50) ? " " : "\r\n\t";
    }
    return (r.chance(50) ? "\n " : "") + out + (r.chance(50) ? " \n" : "");
}

}  // namespace

TEST_CASE("every type: the canonical spelling reads back as the same value, and formatting it again changes nothing") {
    for (const char* name : k_types) {
        CAPTURE(name);
        const TypeSpec type = parse_type(name);
        Random r{std::mt19937_64(20261201)};
        for (int i = 0; i < 400; ++i) {
            const Value v = random_value(r, type);
            const std::string text = format_value(v);
            CAPTURE(text);
            Value back{0LL};
            REQUIRE_NOTHROW(back = read_all(text, type));
            CHECK(same(back, v));
            CHECK(format_value(back) == text);
            REQUIRE_NOTHROW(back = read_all(spaced(r, text), type));
            CHECK(format_value(back) == text);
        }
    }
}

TEST_CASE("doubles of any size keep every digit: 1e300 reads back as 1e300") {
    for (double v : {1e300, -1e300, DBL_MAX, -1.5e200}) {
        CAPTURE(v);
        const std::string text = lcio::format_double(v);
        CHECK(text.size() > 60);
        CHECK(std::get<double>(read_all(text, parse_type("double")).data) == v);
    }
    CHECK(lcio::format_double(-0.0) == "0.00000");
    CHECK(lcio::format_double(-1e-9) == "0.00000");
}

TEST_CASE("a returned double as the driver writes it: five decimals when they hold it, else every digit it takes") {
    CHECK(lcio::format_double_answer(2.5) == "2.50000");
    CHECK(lcio::format_double_answer(-3) == "-3.00000");
    CHECK(lcio::format_double_answer(-0.0) == "0.00000");
    CHECK(lcio::format_double_answer(1e-9) == "0.000000001");
    CHECK(lcio::format_double_answer(1.0 / 3) == "0.3333333333333333");
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> any(-1e7, 1e7);
    for (int i = 0; i < 20000; ++i) {
        const double v = i % 2 ? any(rng) : std::ldexp(any(rng), -40);
        const std::string text = lcio::format_double_answer(v);
        CAPTURE(text);
        CHECK(text.find('.') != std::string::npos);
        CHECK(text.size() - text.find('.') - 1 >= 5);  // never fewer decimals than LeetCode shows
        CHECK(std::get<double>(read_all(text, parse_type("double")).data) == v);  // the same double back
    }
    for (double v : {1e300, -DBL_MAX})
        CHECK(std::get<double>(read_all(lcio::format_double_answer(v), parse_type("double")).data) == v);
}

TEST_CASE("random bytes: a value or a ParseError inside the text, never anything else") {
    Random r{std::mt19937_64(7)};
    const std::string alphabet = "[]\",-.eE+0123456789 \n\\utruefalsx";
    int parsed = 0, refused = 0;
    for (const char* name : k_types) {
        CAPTURE(name);
        const TypeSpec type = parse_type(name);
        for (int i = 0; i < 1500; ++i) {
            std::string text;
            // Mostly the literal's own alphabet, sometimes a valid literal cut or spliced.
            if (r.chance(30)) {
                text = format_value(random_value(r, type));
                text = text.substr(0, static_cast<std::size_t>(r.between(0, static_cast<long long>(text.size()))));
                if (r.chance(50)) text += alphabet[static_cast<std::size_t>(r.between(0, alphabet.size() - 1))];
            } else {
                for (long long k = r.between(0, 24); k > 0; --k)
                    text += r.chance(90) ? alphabet[static_cast<std::size_t>(r.between(0, alphabet.size() - 1))] : r.byte();
            }
            CAPTURE(text);
            int lines = 1;
            for (char c : text) lines += c == '\n';
            try {
                const Value v = read_all(text, type);
                CHECK(format_value(read_all(format_value(v), type)) == format_value(v));
                ++parsed;
            } catch (const lcio::ParseError& e) {
                CHECK(e.line >= 1);
                CHECK(e.line <= lines);
                CHECK(e.column >= 1);
                CHECK(static_cast<std::size_t>(e.column) <= text.size() + 1);
                CHECK(!e.message.empty());
                CHECK(std::string(e.what()) == e.message);
                ++refused;
            }
        }
    }
    // Both kinds of outcome were exercised.
    CHECK(parsed > 100);
    CHECK(refused > 1000);
}

TEST_CASE("framed streams: random records come back whole, a length past the stream, or one that would wrap, is broken") {
    Random r{std::mt19937_64(11)};
    for (int i = 0; i < 200; ++i) {
        std::vector<std::string> records;
        std::string stream;
        for (long long k = r.between(0, 6); k > 0; --k) {
            records.push_back(r.text());
            stream += lcio::frame_record(records.back());
        }
        std::size_t pos = 0;
        std::string_view record;
        for (const auto& expected : records) {
            REQUIRE(lcio::next_record(stream, pos, record));
            CHECK(record == expected);
        }
        CHECK_FALSE(lcio::next_record(stream, pos, record));
    }
    std::size_t pos = 0;
    std::string_view record;
    CHECK_FALSE(lcio::next_record("18446744073709551617\nx", pos, record));  // 2^64 + 1: not a 1-byte record
    pos = 0;
    CHECK_FALSE(lcio::next_record("99999999999999999999999999\nx", pos, record));
    pos = 0;
    CHECK_FALSE(lcio::next_record("3\nab", pos, record));
}

// A scanner keeps a view: built from a temporary string it would read freed memory.
static_assert(!std::is_constructible_v<lcio::Scanner, std::string>);
static_assert(std::is_constructible_v<lcio::Scanner, const std::string&>);
static_assert(std::is_constructible_v<lcio::Scanner, std::string_view>);
