#include "type_spec.hpp"

#include <array>
#include <utility>

#include "error.hpp"

namespace judge {
namespace {

constexpr std::array<std::pair<std::string_view, TypeKind>, 9> k_names{{
    {"int", TypeKind::Int},
    {"long long", TypeKind::Long},
    {"double", TypeKind::Double},
    {"bool", TypeKind::Bool},
    {"char", TypeKind::Char},
    {"string", TypeKind::String},
    {"ListNode*", TypeKind::ListNode},
    {"TreeNode*", TypeKind::TreeNode},
    {"void", TypeKind::Void},
}};

std::string_view trim(std::string_view s) {
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return s;
}

}  // namespace

std::string TypeSpec::cpp_name() const {
    if (kind == TypeKind::List) return "vector<" + element->cpp_name() + ">";
    for (const auto& [name, k] : k_names)
        if (k == kind) return std::string(name);
    return "?";
}

bool TypeSpec::uses(TypeKind node) const {
    return kind == node || (kind == TypeKind::List && element->uses(node));
}

namespace {

TypeSpec parse_type_at(std::string_view text, int depth);

}  // namespace

TypeSpec parse_type(std::string_view text) { return parse_type_at(text, 0); }

namespace {

TypeSpec parse_type_at(std::string_view text, int depth) {
    std::string_view t = trim(text);
    if (t.substr(0, 5) == "std::") t.remove_prefix(5);
    // "ListNode *" and "ListNode*" alike.
    std::string pointer;
    if (!t.empty() && t.back() == '*') pointer = std::string(trim(t.substr(0, t.size() - 1))) + "*";
    for (const auto& [name, k] : k_names)
        if (t == name || (!pointer.empty() && pointer == name) || (k == TypeKind::String && t == "std::string"))
            return TypeSpec{k, nullptr};
    if (t.substr(0, 7) == "vector<" && t.back() == '>') {
        if (depth >= 16) throw JudgeError("unsupported type: vectors nested deeper than 16");
        auto inner = parse_type_at(t.substr(7, t.size() - 8), depth + 1);
        if (inner.kind == TypeKind::Void) throw JudgeError("unsupported type '" + std::string(text) + "' (a vector of void)");
        return TypeSpec{TypeKind::List, std::make_shared<const TypeSpec>(std::move(inner))};
    }
    throw JudgeError("unsupported type '" + std::string(text) +
                     "' (supported: int, long long, double, bool, char, string, ListNode*, TreeNode*, vector<...>; "
                     "void as a return type)");
}

}  // namespace

}  // namespace judge
