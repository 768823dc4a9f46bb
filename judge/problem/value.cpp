#include "value.hpp"

#include <charconv>
#include <cstdlib>

#include "leetcode_io.hpp"

namespace judge {
namespace {

// A tree in level order: after the root, the entries are the children of
// the non-null nodes before them, two each.
Value read_tree(lcio::Scanner& s) {
    std::vector<Value> items;
    std::size_t nodes = 0;  // non-null entries so far
    s.begin_list();
    while (s.next_element()) {
        const int line = s.line(), column = s.column();
        const std::size_t index = items.size();
        if (index > 0 && (index - 1) / 2 >= nodes)
            throw lcio::ParseError{line, column, "a tree entry with no parent (every null or value after the root is "
                                                 "a child of a node before it, two a node)"};
        if (s.try_null()) {
            if (index == 0) throw lcio::ParseError{line, column, "a tree's root is a value (an empty tree is [])"};
            items.push_back({Null{}});
            continue;
        }
        items.push_back(read_value(s, TypeSpec{TypeKind::Int, nullptr}));
        ++nodes;
    }
    while (!items.empty() && std::holds_alternative<Null>(items.back().data))
        items.pop_back();
    return {std::move(items)};
}

Value read_any(lcio::Scanner& s, int depth) {
    const char c = s.peek_next();
    if (c == '[') {
        if (depth >= k_max_literal_depth) {
            const int line = s.line(), column = s.column();
            throw lcio::ParseError{line, column,
                                   "lists nested deeper than " + std::to_string(k_max_literal_depth) + " levels"};
        }
        std::vector<Value> items;
        s.begin_list();
        while (s.next_element())
            items.push_back(read_any(s, depth + 1));
        return {std::move(items)};
    }
    if (c == '"') return {s.read_string()};
    if (c == 't' || c == 'f') return {s.read_bool()};
    if (s.try_null()) return {Null{}};
    if (c == '-' || (c >= '0' && c <= '9')) {
        // An integer when it is spelt as one and fits a long long, else a double.
        int line = 0, column = 0;
        const std::string token = s.read_number_text(line, column);
        if (token.find_first_of(".eE") == std::string::npos) {
            long long v = 0;
            auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
            if (ec == std::errc() && end == token.data() + token.size()) return {v};
        }
        const double v = std::strtod(token.c_str(), nullptr);
        if (!std::isfinite(v)) throw lcio::ParseError{line, column, "number out of range for double"};
        return {v};
    }
    s.fail("a value (a number, a string, true, false, null or a list)");
}

}  // namespace

Value read_value(lcio::Scanner& s, const TypeSpec& type) {
    switch (type.kind) {
        case TypeKind::Int:
            return {static_cast<long long>(lcio::Literal<int>::read(s))};
        case TypeKind::Long:
            return {lcio::Literal<long long>::read(s)};
        case TypeKind::Double:
            return {s.read_double()};
        case TypeKind::Bool:
            return {s.read_bool()};
        case TypeKind::Char:
            return {s.read_char()};
        case TypeKind::String:
            return {s.read_string()};
        case TypeKind::List: {
            std::vector<Value> items;
            s.begin_list();
            while (s.next_element())
                items.push_back(read_value(s, *type.element));
            return {std::move(items)};
        }
        case TypeKind::ListNode: {
            std::vector<Value> items;
            s.begin_list();
            while (s.next_element())
                items.push_back(read_value(s, TypeSpec{TypeKind::Int, nullptr}));
            return {std::move(items)};
        }
        case TypeKind::TreeNode:
            return read_tree(s);
        case TypeKind::Void:
            if (!s.try_null()) s.fail("null (a void method's answer)");
            return {Null{}};
        case TypeKind::Any:
            return read_any(s, 0);
    }
    return {0LL};
}

namespace {

struct Formatter {
    std::string& out;
    void operator()(long long v) { out += lcio::format_integer(v); }
    void operator()(double v) { out += lcio::format_double(v); }
    void operator()(bool v) { out += lcio::format_bool(v); }
    void operator()(char v) { out += lcio::quote_string(std::string_view(&v, 1)); }
    void operator()(const std::string& v) { out += lcio::quote_string(v); }
    void operator()(Null) { out += "null"; }
    void operator()(const std::vector<Value>& v) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out += ',';
            std::visit(*this, v[i].data);
        }
        out += ']';
    }
};

}  // namespace

std::string format_value(const Value& value) {
    std::string out;
    std::visit(Formatter{out}, value.data);
    return out;
}

}  // namespace judge
