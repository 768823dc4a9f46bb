// libFuzzer target for the LeetCode literal reader, the code that reads
// every user's test files: the first byte picks a parameter type, the rest
// is the text. A text is a value or a located ParseError, never another
// exception or a crash, and a value read back from its canonical spelling
// is the same value. Built with -DJUDGE_FUZZ=ON and clang (CMakeLists.txt):
//   CXX=clang++ cmake -S . -B build-fuzz -DJUDGE_FUZZ=ON && cmake --build build-fuzz --target literal_fuzz
//   build-fuzz/literal_fuzz -max_total_time=60
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "leetcode_io.hpp"
#include "type_spec.hpp"
#include "value.hpp"

namespace {

const char* const k_types[] = {"int", "long long", "double", "bool", "char", "string", "vector<int>",
                               "vector<string>", "vector<vector<int>>", "vector<vector<char>>",
                               "vector<double>", "vector<bool>", "vector<vector<string>>", "vector<long long>",
                               "ListNode*", "TreeNode*", "vector<ListNode*>", "vector<TreeNode*>", "void"};

judge::Value read_all(const std::string& text, const judge::TypeSpec& type) {
    lcio::Scanner s(text);
    judge::Value v = judge::read_value(s, type);
    if (!s.at_end()) s.fail("end of input");
    return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const judge::TypeSpec type = judge::parse_type(k_types[data[0] % (sizeof k_types / sizeof k_types[0])]);
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        const judge::Value v = read_all(text, type);
        const std::string canonical = judge::format_value(v);
        if (judge::format_value(read_all(canonical, type)) != canonical) std::abort();
    } catch (const lcio::ParseError& e) {
        if (e.line < 1 || e.column < 1 || static_cast<std::size_t>(e.column) > text.size() + 1) std::abort();
    }
    return 0;
}
