#include "value.hpp"

#include "leetcode_io.hpp"

namespace judge {

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
