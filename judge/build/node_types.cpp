#include "node_types.hpp"

#include <cctype>

namespace judge {
namespace {

constexpr std::string_view k_list_fields = R"(struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};
)";

constexpr std::string_view k_tree_fields = R"(struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
)";

// The source with comments, string and character literals blanked (raw
// strings too), so that LeetCode's commented-out block is not a definition.
std::string code_only(std::string_view s) {
    std::string out(s);
    std::size_t i = 0;
    auto blank = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < out.size(); ++k)
            if (out[k] != '\n') out[k] = ' ';
    };
    while (i < s.size()) {
        if (s.compare(i, 2, "//") == 0) {
            std::size_t end = s.find('\n', i);
            if (end == std::string_view::npos) end = s.size();
            blank(i, end);
            i = end;
        } else if (s.compare(i, 2, "/*") == 0) {
            std::size_t end = s.find("*/", i + 2);
            end = end == std::string_view::npos ? s.size() : end + 2;
            blank(i, end);
            i = end;
        } else if (s[i] == 'R' && i + 1 < s.size() && s[i + 1] == '"' &&
                   (i == 0 || !(std::isalnum(static_cast<unsigned char>(s[i - 1])) || s[i - 1] == '_'))) {
            std::size_t open = s.find('(', i + 2);
            if (open == std::string_view::npos) break;
            const std::string close = ")" + std::string(s.substr(i + 2, open - i - 2)) + "\"";
            std::size_t end = s.find(close, open);
            end = end == std::string_view::npos ? s.size() : end + close.size();
            blank(i, end);
            i = end;
        } else if (s[i] == '"' || s[i] == '\'') {
            const char quote = s[i];
            std::size_t k = i + 1;
            while (k < s.size() && s[k] != quote && s[k] != '\n')
                k += s[k] == '\\' ? 2 : 1;
            blank(i, k + 1);
            i = k + 1;
        } else {
            ++i;
        }
    }
    return out;
}

bool defines(const std::string& code, std::string_view name) {
    auto word_at = [&](std::size_t at, std::string_view w) {
        return code.compare(at, w.size(), w) == 0 &&
               (at + w.size() >= code.size() ||
                !(std::isalnum(static_cast<unsigned char>(code[at + w.size()])) || code[at + w.size()] == '_'));
    };
    for (std::size_t at = code.find(name); at != std::string::npos; at = code.find(name, at + 1)) {
        if (!word_at(at, name) || (at > 0 && (std::isalnum(static_cast<unsigned char>(code[at - 1])) || code[at - 1] == '_')))
            continue;
        // Back over white space to "struct" or "class".
        std::size_t b = at;
        while (b > 0 && std::isspace(static_cast<unsigned char>(code[b - 1])))
            --b;
        bool keyword = false;
        for (std::string_view k : {"struct", "class"})
            if (b >= k.size() && code.compare(b - k.size(), k.size(), k) == 0 &&
                (b == k.size() || !(std::isalnum(static_cast<unsigned char>(code[b - k.size() - 1])) ||
                                    code[b - k.size() - 1] == '_')))
                keyword = true;
        if (!keyword) continue;
        // Forward to "{" or ":" (a definition), past "final".
        std::size_t f = at + name.size();
        while (f < code.size() && std::isspace(static_cast<unsigned char>(code[f])))
            ++f;
        if (word_at(f, "final")) {
            f += 5;
            while (f < code.size() && std::isspace(static_cast<unsigned char>(code[f])))
                ++f;
        }
        if (f < code.size() && (code[f] == '{' || (code[f] == ':' && code.compare(f, 2, "::") != 0))) return true;
    }
    return false;
}

}  // namespace

NodeTypes nodes_used(const Signature& sig) {
    return {sig.uses(TypeKind::ListNode), sig.uses(TypeKind::TreeNode)};
}

NodeTypes nodes_defined(std::string_view source) {
    const std::string code = code_only(source);
    return {defines(code, "ListNode"), defines(code, "TreeNode")};
}

std::string node_definitions(NodeTypes wanted) {
    std::string out;
    if (wanted.list)
        out += "#ifndef JUDGE_DEFINED_LISTNODE\n#define JUDGE_DEFINED_LISTNODE\n" + std::string(k_list_fields) + "#endif\n";
    if (wanted.tree)
        out += "#ifndef JUDGE_DEFINED_TREENODE\n#define JUDGE_DEFINED_TREENODE\n" + std::string(k_tree_fields) + "#endif\n";
    return out;
}

std::string own_node_checks(NodeTypes own) {
    std::string out;
    if (own.list)
        out += "#define JUDGE_DEFINED_LISTNODE\n"
               "static_assert(std::is_same_v<decltype(ListNode::val), int> && "
               "std::is_same_v<decltype(ListNode::next), ListNode*> && sizeof(ListNode) == sizeof(void*) * 2 && "
               "offsetof(ListNode, val) == 0 && offsetof(ListNode, next) == sizeof(void*), "
               "\"judge: your ListNode must be LeetCode's (int val; ListNode *next;), or leave it to the judge\");\n";
    if (own.tree)
        out += "#define JUDGE_DEFINED_TREENODE\n"
               "static_assert(std::is_same_v<decltype(TreeNode::val), int> && "
               "std::is_same_v<decltype(TreeNode::left), TreeNode*> && "
               "std::is_same_v<decltype(TreeNode::right), TreeNode*> && sizeof(TreeNode) == sizeof(void*) * 3 && "
               "offsetof(TreeNode, val) == 0 && offsetof(TreeNode, left) == sizeof(void*) && "
               "offsetof(TreeNode, right) == sizeof(void*) * 2, "
               "\"judge: your TreeNode must be LeetCode's (int val; TreeNode *left, *right;), or leave it to the "
               "judge\");\n";
    return out;
}

std::string node_comment_block(NodeTypes wanted) {
    auto commented = [](std::string_view fields, std::string_view title) {
        std::string out = "/**\n * " + std::string(title) + "\n";
        std::size_t start = 0;
        while (start < fields.size()) {
            std::size_t end = fields.find('\n', start);
            out += " * " + std::string(fields.substr(start, end - start)) + "\n";
            start = end + 1;
        }
        return out + " */\n";
    };
    std::string out;
    if (wanted.list) out += commented(k_list_fields, "Definition for singly-linked list.");
    if (wanted.tree) out += commented(k_tree_fields, "Definition for a binary tree node.");
    return out;
}

}  // namespace judge
