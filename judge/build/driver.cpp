#include "driver.hpp"

#include <fmt/format.h>

#include <system_error>

#include "error.hpp"
#include "node_types.hpp"
#include "text_file.hpp"

namespace judge {

namespace {

std::string escape_for_string_literal(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// A parameter list's pieces for generated code: "P0& a0, P1& a1" (typed by
// the aliases `prefix`0, `prefix`1...), ", P0& a0..." (after another
// parameter) and "a0, a1" (the call's arguments).
struct ParamCode {
    std::string types, typed, after, names;
};
ParamCode param_code(const std::vector<Parameter>& params, const std::string& prefix) {
    ParamCode c;
    for (std::size_t i = 0; i < params.size(); ++i) {
        c.types += fmt::format("using {}{} = {};\n", prefix, i, params[i].type.cpp_name());
        c.typed += fmt::format("{}{}{}& a{}", i ? ", " : "", prefix, i, i);
        c.after += fmt::format(", {}{}& a{}", prefix, i, i);
        c.names += fmt::format("{}a{}", i ? ", " : "", i);
    }
    return c;
}

// Reads the arguments of `params` (aliases `prefix`N) from the scanner into
// judge_arg0...; `list`: inside a design call's argument list.
std::string read_code(const std::vector<Parameter>& params, const std::string& prefix, bool list,
                      const std::string& indent) {
    std::string out;
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (list)
            out += fmt::format("{}if (!scanner.next_element()) scanner.fail(\"argument {} ({})\");\n", indent, i + 1,
                               escape_for_string_literal(params[i].type.cpp_name()));
        out += fmt::format("{}auto judge_arg{} = ::lcio::Literal<{}{}>::read(scanner);\n", indent, i, prefix, i);
    }
    if (list) out += indent + "if (scanner.next_element()) scanner.fail(\"']' (no more arguments)\");\n";
    return out;
}

std::string arg_names(std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i)
        out += fmt::format("{}judge_arg{}", i ? ", " : "", i);
    return out;
}

std::string expected_text(const std::string& what, const std::string& cls) {
    return escape_for_string_literal(
        fmt::format("{} {} in class {} (exactly as on LeetCode)", k_signature_marker, what, cls));
}

// A Solution's method: the one call, its answer the return value or (in
// place) a parameter's value after it.
void solution_method(const Problem& problem, std::string& types, std::string& solution_side, std::string& main_side) {
    const Signature& sig = problem.signature;
    const int in_place = sig.answer_index();
    types = fmt::format("using Ret = {};\n", sig.answer_type().cpp_name());
    const ParamCode pc = param_code(sig.params, "P");
    types += pc.types;
    const std::string check = in_place < 0
                                  ? fmt::format("{{ s.{}({}) }} -> std::convertible_to<Ret>;", sig.method, pc.names)
                                  : fmt::format("s.{}({});", sig.method, pc.names);
    const std::string call = in_place < 0 ? fmt::format("return solution->{}({});", sig.method, pc.names)
                                          : fmt::format("solution->{}({});\n        return a{};", sig.method,
                                                        pc.names, in_place);
    solution_side = fmt::format(R"GEN(template <class S>
Ret invoke({typed}) {{
    if constexpr (requires(S& s{after}) {{ {check} }}) {{
        // A fresh Solution for each call, destroyed after it, as on LeetCode:
        // in --mode leetcode the next test reuses its memory.
        std::unique_ptr<S> solution(new S());
        {call}
    }} else {{
        static_assert(sizeof(S) == 0, "{expected}");
        return Ret{{}};
    }}
}}

Ret judge_invoke({typed}) {{ return invoke< ::{cls}>({names}); }}
)GEN",
                                fmt::arg("typed", pc.typed), fmt::arg("after", pc.after), fmt::arg("check", check),
                                fmt::arg("call", call), fmt::arg("names", pc.names), fmt::arg("cls", sig.class_name),
                                fmt::arg("expected", expected_text("method `" + sig.display() + "`", sig.class_name)));
    main_side = fmt::format("Ret judge_invoke({});\n", pc.typed);
    main_side += "inline void judge_answer(::lcio::Scanner& scanner, std::string& out) {\n";
    main_side += read_code(sig.params, "P", false, "    ");
    main_side += fmt::format("    Ret result = judge_invoke({});\n", arg_names(sig.params.size()));
    main_side += "    ::lcio::Literal<Ret>::write(out, result);\n}\n";
}

// A design class: its constructor, then each call in turn; the answer one
// list, null for the constructor and the void methods.
void design_class(const Problem& problem, std::string& types, std::string& solution_side, std::string& main_side) {
    const Signature& sig = problem.signature;
    const std::string& cls = sig.class_name;
    const ParamCode ctor = param_code(sig.constructor, "C");
    types = ctor.types;
    solution_side = fmt::format(R"GEN(template <class S>
void* construct({typed}) {{
    if constexpr (requires({typed}) {{ new S({names}); }}) {{
        return new S({names});
    }} else {{
        static_assert(sizeof(S) == 0, "{expected}");
        return nullptr;
    }}
}}
void* judge_construct({typed}) {{ return construct< ::{cls}>({names}); }}
template <class S>
void destroy(void* object) {{ delete static_cast<S*>(object); }}
void judge_destroy(void* object) {{ destroy< ::{cls}>(object); }}
)GEN",
                                fmt::arg("typed", ctor.typed), fmt::arg("names", ctor.names), fmt::arg("cls", cls),
                                fmt::arg("expected", expected_text("constructor `" + declaration("", cls, sig.constructor) + "`", cls)));
    main_side = fmt::format("void* judge_construct({});\nvoid judge_destroy(void* object);\n", ctor.typed);
    std::string dispatch;
    for (std::size_t m = 0; m < sig.methods.size(); ++m) {
        const Method& method = sig.methods[m];
        const std::string prefix = fmt::format("M{}P", m);
        const ParamCode pc = param_code(method.params, prefix);
        const bool is_void = method.returns.kind == TypeKind::Void;
        types += fmt::format("using M{}R = {};\n", m, method.returns.cpp_name()) + pc.types;
        const std::string check = is_void ? fmt::format("s.{}({});", method.name, pc.names)
                                          : fmt::format("{{ s.{}({}) }} -> std::convertible_to<M{}R>;", method.name,
                                                        pc.names, m);
        solution_side += fmt::format(R"GEN(template <class S>
M{m}R call{m}(void* object{after}) {{
    if constexpr (requires(S& s{after}) {{ {check} }}) {{
        return static_cast<S*>(object)->{name}({names});
    }} else {{
        static_assert(sizeof(S) == 0, "{expected}");
        return M{m}R();
    }}
}}
M{m}R judge_method{m}(void* object{after}) {{ return call{m}< ::{cls}>(object{comma}{names}); }}
)GEN",
                                     fmt::arg("m", m), fmt::arg("after", pc.after), fmt::arg("check", check),
                                     fmt::arg("name", method.name), fmt::arg("names", pc.names),
                                     fmt::arg("comma", method.params.empty() ? "" : ", "), fmt::arg("cls", cls),
                                     fmt::arg("expected", expected_text("method `" + declaration(method.returns.cpp_name(), method.name, method.params) + "`", cls)));
        main_side += fmt::format("M{}R judge_method{}(void* object{});\n", m, m, pc.after);
        const std::string args = arg_names(method.params.size());
        dispatch += fmt::format("        }} else if (names[i] == \"{}\") {{\n", escape_for_string_literal(method.name));
        dispatch += read_code(method.params, prefix, true, "            ");
        if (is_void)
            dispatch += fmt::format("            judge_method{}(object{}{});\n            out += \"null\";\n", m,
                                    method.params.empty() ? "" : ", ", args);
        else
            dispatch += fmt::format(
                "            M{}R result = judge_method{}(object{}{});\n            ::lcio::Literal<M{}R>::write(out, "
                "result);\n",
                m, m, method.params.empty() ? "" : ", ", args, m);
    }
    main_side += fmt::format(R"GEN(inline void judge_answer(::lcio::Scanner& scanner, std::string& out) {{
    const auto names = ::lcio::Literal<std::vector<std::string>>::read(scanner);
    if (names.empty() || names[0] != "{cls}") throw ::lcio::ParseError{{1, 1, "the first call is the constructor, {cls}"}};
    void* object = nullptr;
    out += '[';
    scanner.begin_list();
    for (std::size_t i = 0; i < names.size(); ++i) {{
        if (!scanner.next_element()) scanner.fail("an argument list for each call");
        scanner.begin_list();
        if (i) out += ',';
        if (i == 0) {{
{ctor_reads}            object = judge_construct({ctor_args});
            out += "null";
{dispatch}        }} else {{
            scanner.fail("a call of a method of {cls}");
        }}
    }}
    if (scanner.next_element()) scanner.fail("']' (one argument list a call)");
    out += ']';
    judge_destroy(object);
}}
)GEN",
                             fmt::arg("cls", escape_for_string_literal(cls)),
                             fmt::arg("ctor_reads", read_code(sig.constructor, "C", true, "            ")),
                             fmt::arg("ctor_args", arg_names(sig.constructor.size())), fmt::arg("dispatch", dispatch));
}

}  // namespace

DriverSources generate_driver(const Problem& problem, const std::filesystem::path& solution,
                              const std::filesystem::path& runtime_header) {
    // The solution is #included by its path, and a header name has no
    // escapes: a quote, a backslash or a line break cannot be spelt in it.
    if (solution.string().find_first_of("\"\\\n") != std::string::npos)
        throw JudgeError(solution.string() +
                         ": a file name with a quote, a backslash or a line break cannot be compiled by the judge "
                         "(#include has no escapes): rename the file");
    const Signature& sig = problem.signature;
    // ListNode and TreeNode: LeetCode's, unless the solution defines its own
    // (then declared before it, and checked after it).
    // Both are defined when either is used (runtime/leetcode_nodes.hpp reads both).
    const NodeTypes in_signature = nodes_used(sig);
    const bool any_node = in_signature.list || in_signature.tree;
    const NodeTypes used{any_node, any_node};
    NodeTypes own;
    std::error_code ec;
    if ((used.list || used.tree) && std::filesystem::is_regular_file(solution, ec))
        own = nodes_defined(read_file_bytes(solution));
    own.list = own.list && used.list;
    own.tree = own.tree && used.tree;
    std::string solution_nodes = node_definitions({used.list && !own.list, used.tree && !own.tree});
    if (own.list) solution_nodes += "struct ListNode;\n";
    if (own.tree) solution_nodes += "struct TreeNode;\n";
    // The types are named once, before the solution's text: a macro of the
    // solution's (#define int long long) cannot change them on one side only.
    std::string types, solution_side, main_side;
    if (sig.design)
        design_class(problem, types, solution_side, main_side);
    else
        solution_method(problem, types, solution_side, main_side);
    DriverSources out;
    out.solution_unit = fmt::format(R"GEN(// Generated by the judge for problem {id}: do not edit.
// The solution and the one call into it; main is in the driver's other unit.
#include <bits/stdc++.h>
using namespace std;
{nodes}namespace judge_driver {{
{types}}}  // namespace judge_driver
#include "{solution}"
{own}
namespace judge_driver {{

{solution_side}
}}  // namespace judge_driver
)GEN",
                                    fmt::arg("id", problem.id), fmt::arg("nodes", solution_nodes),
                                    fmt::arg("types", types), fmt::arg("solution", solution.string()),
                                    fmt::arg("own", own_node_checks(own)), fmt::arg("solution_side", solution_side));
    // main's unit: the types, the call, then main itself (runtime/driver_main.hpp, a real header).
    const std::string nodes_header =
        used.list || used.tree
            ? fmt::format("#include \"{}\"\n",
                          escape_for_string_literal((runtime_header.parent_path() / "leetcode_nodes.hpp").string()))
            : "";
    out.main_unit = fmt::format(R"GEN(// Generated by the judge for problem {id}: do not edit.
// main: reads the arguments, calls the solution's unit, prints the result.
// It does not depend on the solution: compiled once, then linked with each.
#include <bits/stdc++.h>
using namespace std;
{nodes}#include "{runtime}"
{nodes_header}
namespace judge_driver {{
{types}
{main_side}}}  // namespace judge_driver

#include "{main}"

// Before the solution's global objects, whatever their constructors'
// priorities: .preinit_array runs before every .init_array entry. What they
// print is theirs.
static void judge_keep_answer_apart() {{ judge_driver::keep_answer_apart(); }}
__attribute__((section(".preinit_array"), used)) static void (*judge_keep_answer_apart_first)() =
    judge_keep_answer_apart;

int main(int argc, char** argv) {{ return judge_driver::driver_main(argc, argv); }}
)GEN",
                                fmt::arg("id", problem.id), fmt::arg("nodes", node_definitions(used)),
                                fmt::arg("runtime", escape_for_string_literal(runtime_header.string())),
                                fmt::arg("nodes_header", nodes_header),
                                fmt::arg("main", escape_for_string_literal(
                                                     (runtime_header.parent_path() / "driver_main.hpp").string())),
                                fmt::arg("types", types), fmt::arg("main_side", main_side));
    return out;
}

}  // namespace judge
