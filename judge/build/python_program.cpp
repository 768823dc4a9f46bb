#include "python_program.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>
#include <regex>

#include "error.hpp"
#include "framing.hpp"
#include "safe_text.hpp"
#include "driver_status.hpp"
#include "text_file.hpp"

namespace judge {

namespace {

using nlohmann::json;

// Reads the first framed record of stdin, byte by byte up to its length
// (what follows is the test's, for the driver), and runs the driver in it.
constexpr const char* k_boot = R"(import os
def _read(n):
    b = b""
    while len(b) < n:
        c = os.read(0, n - len(b))
        if not c:
            os._exit(122)
        b += c
    return b
_h = b""
while not _h.endswith(b"\n"):
    _h += _read(1)
    if len(_h) > 13:
        os._exit(122)
import json
_p = json.loads(_read(int(_h)))
if "driver_code" in _p:
    import marshal, binascii
    _c = marshal.loads(binascii.a2b_base64(_p["driver_code"]))
else:
    _c = compile(_p["driver"], "<judge driver>", "exec")
exec(_c, {"__name__": "judge_driver", "PAYLOAD": _p, "__builtins__": __builtins__})
)";

// Compiles the driver to the interpreter's bytecode, base64 (marshal).
constexpr const char* k_compile_driver = R"(import sys, marshal, binascii
code = compile(sys.stdin.read(), "<judge driver>", "exec")
sys.stdout.write(binascii.b2a_base64(marshal.dumps(code), newline=False).decode())
)";

// The driver's bytecode for this interpreter (compiling it costs a run some
// 5 ms), made once per judge by the interpreter itself, in the sandbox, on
// the driver's text alone; empty when that fails (each run compiles it then).
std::string driver_bytecode(Sandbox& sandbox, const PythonRuntime& runtime, const std::string& driver) {
    static std::mutex mutex;
    static std::map<std::string, std::string> made;
    const std::string key = runtime.interpreter.string() + '\n' + driver;
    std::lock_guard lock(mutex);
    if (auto it = made.find(key); it != made.end()) return it->second;
    SandboxRequest r;
    r.program = runtime.interpreter;
    r.args = {"-S", "-P", "-B", "-c", k_compile_driver};
    r.environment = python_environment();
    r.visible = runtime.visible;
    r.machine_program = true;
    r.stdin_data = driver;
    r.cpu_limit_ms = 10000;
    r.wall_limit_ms = 60000;
    r.idle_limit_ms = 10000;
    r.memory_limit_kib = 256 * 1024;
    r.output_limit_bytes = 16 << 20;
    const RunOutcome o = sandbox.run(r);
    std::string code;
    if (o.exit_code == 0 && !o.cpu_timeout && !o.wall_timeout && !o.idle_timeout && !o.output_exceeded)
        code = o.stdout_data;
    made[key] = code;
    return code;
}

json type_json(const TypeSpec& t) {
    switch (t.kind) {
        case TypeKind::Int: return "int";
        case TypeKind::Long: return "long";
        case TypeKind::Double: return "double";
        case TypeKind::Bool: return "bool";
        case TypeKind::Char: return "char";
        case TypeKind::String: return "string";
        case TypeKind::ListNode: return "ListNode";
        case TypeKind::TreeNode: return "TreeNode";
        case TypeKind::Void: return "void";
        case TypeKind::Any: return "any";
        case TypeKind::List: return json::array({"list", type_json(*t.element)});
    }
    return "any";
}

json params_json(const std::vector<Parameter>& params) {
    json out = json::array();
    for (const auto& p : params)
        out.push_back({{"name", p.name}, {"type", type_json(p.type)}});
    return out;
}

// The text from the first line of `text` that is not empty, cut at its end.
std::string first_line(const std::string& text) {
    std::size_t from = 0;
    while (from < text.size()) {
        const std::size_t end = std::min(text.find('\n', from), text.size());
        if (end > from) return text.substr(from, end - from);
        from = end + 1;
    }
    return "";
}

std::string python_params(const std::vector<Parameter>& params) {
    std::string out = "self";
    for (const auto& p : params)
        out += ", " + p.name + ": " + python_type_hint(p.type);
    return out;
}

}  // namespace

std::string python_file_name(const std::string& display) {
    std::string out = valid_utf8(display);  // a byte that is not UTF-8 as \xNN: the payload is JSON
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    return out;
}

std::string python_type_hint(const TypeSpec& t) {
    switch (t.kind) {
        case TypeKind::Int:
        case TypeKind::Long: return "int";
        case TypeKind::Double: return "float";
        case TypeKind::Bool: return "bool";
        case TypeKind::Char:
        case TypeKind::String: return "str";
        case TypeKind::ListNode: return "Optional[ListNode]";
        case TypeKind::TreeNode: return "Optional[TreeNode]";
        case TypeKind::Void: return "None";
        case TypeKind::Any: return "Any";
        case TypeKind::List: return "List[" + python_type_hint(*t.element) + "]";
    }
    return "Any";
}

std::string python_solution_template(const Signature& sig) {
    std::string out;
    if (sig.uses(TypeKind::ListNode))
        out += "# Definition for singly-linked list.\n# class ListNode:\n#     def __init__(self, val=0, next=None):\n"
               "#         self.val = val\n#         self.next = next\n";
    if (sig.uses(TypeKind::TreeNode))
        out += "# Definition for a binary tree node.\n# class TreeNode:\n#     def __init__(self, val=0, left=None, "
               "right=None):\n#         self.val = val\n#         self.left = left\n#         self.right = right\n";
    out += "class " + sig.class_name + ":\n";
    auto method = [&](const std::string& name, const std::vector<Parameter>& params, const std::string& returns) {
        out += "    def " + name + "(" + python_params(params) + ")" + (returns.empty() ? "" : " -> " + returns) +
               ":\n        pass\n";
    };
    if (!sig.design) {
        method(sig.method, sig.params, python_type_hint(sig.returns));
        return out;
    }
    out += "\n";
    method("__init__", sig.constructor, "");
    for (const auto& m : sig.methods) {
        out += "\n";
        method(m.name, m.params, python_type_hint(m.returns));
    }
    auto names = [](const std::vector<Parameter>& params) {
        std::string s;
        for (const auto& p : params)
            s += (s.empty() ? "" : ",") + p.name;
        return s;
    };
    out += "\n\n# Your " + sig.class_name + " object will be instantiated and called as such:\n# obj = " +
           sig.class_name + "(" + names(sig.constructor) + ")\n";
    for (std::size_t i = 0; i < sig.methods.size(); ++i) {
        const Method& m = sig.methods[i];
        out += "# " + (m.returns.kind == TypeKind::Void ? std::string() : "param_" + std::to_string(i + 1) + " = ") +
               "obj." + m.name + "(" + names(m.params) + ")\n";
    }
    return out;
}

std::vector<std::string> python_arguments() {
    return {"-S", "-P", "-B", "-c", k_boot};
}

std::vector<std::string> python_environment() {
    return {"PYTHONHASHSEED=0", "PYTHONUTF8=1", "PATH=/usr/bin:/bin"};
}

std::string python_signature_json(const Signature& s) {
    json methods = json::array();
    for (const auto& m : s.methods)
        methods.push_back({{"name", m.name}, {"returns", type_json(m.returns)}, {"params", params_json(m.params)}});
    json out = {{"class", s.class_name},     {"method", s.method},
                {"design", s.design},        {"params", params_json(s.params)},
                {"returns", type_json(s.returns)}, {"answer_index", s.answer_index()},
                {"constructor", params_json(s.constructor)}, {"methods", methods}};
    return out.dump();
}

std::string python_payload(const Signature& signature, const std::string& driver, const std::string& prelude,
                           const std::string& source, const std::string& display, const std::string& driver_code) {
    json out = {{"driver", driver},
                {"prelude", prelude},
                {"signature", json::parse(python_signature_json(signature))},
                {"solution", source},
                {"file", display}};
    if (!driver_code.empty()) out["driver_code"] = driver_code;
    return out.dump();
}

std::string python_export_source(const Signature& signature, const std::string& source, const std::string& header,
                                 const std::filesystem::path& runtime_dir) {
    const std::string driver = read_file_bytes(runtime_dir / "python_driver.py");
    const std::string prelude = read_file_bytes(runtime_dir / "python_prelude.py");
    if (driver.empty() || prelude.empty())
        throw JudgeError("the judge's Python driver is missing in " + runtime_dir.string());
    if (driver.find("'''") != std::string::npos)
        throw JudgeError("internal: the Python driver holds ''' and cannot be quoted");
    std::string text(without_bom(source));
    if (!text.empty() && text.back() != '\n') text += '\n';
    std::string out = "#!/usr/bin/env python3\n" + header;
    out += "\n# ---- LeetCode's Python 3 environment (the judge's prelude) ----\n" + prelude;
    out += "\n# ---- the solution (its module's name as when judged: a __main__ block does not run) ----\n"
           "__name__ = \"solution\"\n" + text;
    out += "\n# ---- the judge's driver: a test's arguments from the file named (else stdin), the answer on "
           "stdout ----\n";
    out += "_judge_driver = r'''" + driver + "'''\n";
    out += R"(exec(compile(_judge_driver, "<judge driver>", "exec"), {"__name__": "judge_driver", )"
           R"("__builtins__": __builtins__, "PAYLOAD": {"file": __file__, "namespace": globals(), )"
           R"("signature": __import__("json").loads()" +
           json(python_signature_json(signature)).dump() + ")}})\n";
    return out;
}

namespace {

// A coding declaration (PEP 263) on the first or second line that is not
// UTF-8's: "latin-1 (line 1)", or "" when there is none.
std::string declared_coding(const std::string& text) {
    static const std::regex declaration(R"(^[ \t\f]*#.*?coding[:=][ \t]*([-_.a-zA-Z0-9]+))");
    std::size_t start = 0;
    for (int line = 1; line <= 2 && start < text.size(); ++line) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string one = text.substr(start, std::min<std::size_t>(end - start, 200));
        std::smatch m;
        if (std::regex_search(one, m, declaration)) {
            std::string name = m[1].str();
            std::string lower;
            for (char c : name) lower += static_cast<char>(c == '_' ? '-' : std::tolower(static_cast<unsigned char>(c)));
            if (lower == "utf-8" || lower == "utf8") return "";
            return name + " (line " + std::to_string(line) + ")";
        }
        start = end + 1;
    }
    return "";
}

}  // namespace

PythonSource read_python_source(const std::string& bytes, const std::string& display) {
    const std::string text(without_bom(bytes));
    int line = 1, column = 1;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t n = utf8_sequence(text, at);
        if (n == 0) {
            const std::string where = display + ":" + std::to_string(line) + ":" + std::to_string(column) +
                                      ": not UTF-8 (a byte that is not part of a UTF-8 character): ";
            const std::string coding = declared_coding(text);
            if (!coding.empty())
                return {"", where + "the file declares the coding " + visible_line(coding) +
                                ", but the judge reads every Python file as UTF-8: save it as UTF-8"};
            return {"", where + "Python reads a file as UTF-8"};
        }
        if (text[at] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        at += n;
    }
    return {text, ""};
}

CompileResult prepare_python_solution(Sandbox& sandbox, const Problem& problem, const CompileRequest& request,
                                      const PythonRuntime& runtime) {
    CompileResult result;
    result.language = "python3";
    result.binary = runtime.interpreter;
    result.run_args = python_arguments();
    result.run_environment = python_environment();
    result.visible = runtime.visible;
    const std::string display = python_file_name(request.solution_display);
    const std::string bytes = request.text ? *request.text : read_text_file(request.solution, "solution", true);
    if (bytes.size() > k_max_python_source_bytes) {
        result.headline = display + ": " + std::to_string(bytes.size()) +
                          " bytes; the judge takes a Python file of at most 1 MiB (it is compiled again for every "
                          "test, and that time is the test's)";
        result.log = result.headline + "\n";
        return result;
    }
    const PythonSource source = read_python_source(bytes, display);
    if (!source.error.empty()) {
        result.headline = source.error;
        result.log = source.error + "\n";
        return result;
    }
    const std::string driver = read_file_bytes(request.runtime_header.parent_path() / "python_driver.py");
    if (driver.empty()) throw JudgeError("the judge's Python driver is missing: " +
                                         (request.runtime_header.parent_path() / "python_driver.py").string());
    const std::string prelude = read_file_bytes(request.runtime_header.parent_path() / "python_prelude.py");
    result.preamble = python_payload(problem.signature, driver, prelude, source.text, display,
                                     driver_bytecode(sandbox, runtime, driver));

    SandboxRequest check;
    check.program = runtime.interpreter;
    check.args = result.run_args;
    check.args.push_back("--check");
    check.environment = python_environment();
    check.visible = runtime.visible;
    check.machine_program = true;
    check.stdin_data = lcio::frame_record(result.preamble);
    check.cpu_limit_ms = 10000;
    check.idle_limit_ms = 10000;
    check.wall_limit_ms = 60000;
    check.memory_limit_kib = std::int64_t{problem.limits.memory_mib} * 1024;
    check.stack_limit_kib = std::int64_t{problem.limits.stack_mib} * 1024;
    check.output_limit_bytes = 1 << 20;
    const RunOutcome o = sandbox.run(check);
    result.ms = o.cpu_us / 1000;
    if (o.exit_code && *o.exit_code == 0 && !o.cpu_timeout && !o.wall_timeout && !o.idle_timeout &&
        !o.memory_stopped && o.stdout_data == "judge-check-ok\n") {
        result.ok = true;
        return result;
    }
    const std::string top = display + ": the file's top level ";
    if (o.cpu_timeout || o.wall_timeout || o.idle_timeout) {
        result.headline = top + "did not finish within 10 s (it runs before any test)";
        result.stopped = true;
    } else if (o.memory_stopped || (o.exit_code && *o.exit_code == judge_status::k_out_of_memory)) {
        result.headline = top + "passed the memory limit of " + std::to_string(problem.limits.memory_mib) + " MiB";
    } else if (o.exit_code && *o.exit_code == judge_status::k_check_failed) {
        result.headline = visible_line(first_line(o.stderr_data), 400);
    } else if (o.signal) {
        result.headline = top + "was killed by signal " + std::to_string(*o.signal);
    } else if (o.exit_code == 0) {
        result.headline = top + "ended the interpreter before the check was done (os._exit, or the like)";
    } else {
        result.headline = top + "ended the check with exit code " + std::to_string(o.exit_code.value_or(-1));
    }
    result.log = o.stderr_data.empty() ? result.headline + "\n" : o.stderr_data;
    return result;
}

}  // namespace judge
